export * from './viewer-header';
export * from './errors';
export * from './idempotency';
export * from './datasource';
export * from './env';
export * from './server';
export * from './password';
export * from './main';
