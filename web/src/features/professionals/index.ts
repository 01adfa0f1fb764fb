/** What other features use of the directory: the province list. */
export { PROVINCES } from './provinces';
