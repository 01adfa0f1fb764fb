/** What other features use of the profile area: its frame and the failed-field check. */
export { ProfileLayout } from './ProfileLayout';
export { failedField } from './failedField';
