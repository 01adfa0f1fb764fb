// What both sides of the wire share (browser-safe: no Node modules, no zod): the API's error codes,
// the club's calendar day, and the data the upstream contracts and the portal's form rules both
// read (limits, form types, formats). Rules with their messages stay with each side.
export * from './error-codes';
export * from './club-day';
export * from './limits';
export * from './email';
export * from './fiscal-code';
export * from './dates';
export * from './phone';
export * from './passwords';
export * from './lead-forms';
export * from './professional-card';
export * from './explorer';
export * from './traces';
export * from './uploads';
export * from './content-disposition';
export * from './viewer';
export * from './marketing-claims';
export * from './field-usage';
