export * from './redis';
export * from './address-limiter';
