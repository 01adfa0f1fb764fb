// An operation's cost before it runs, a limits concern (docs/partner-guide.md 'Cost and query plan'):
// the model read from the schema's cost directives (model.ts) and the cost of an operation under it (calculator.ts).
export * from './model';
export * from './calculator';
