/** Field lengths and bounds (spec 1 §5 and §9 'Field lengths', spec 2 §5, spec 3 §5): data both sides of the wire read. */
export { LIMITS } from '@club/wire/limits';
