export * from './route';
export * from './openapi';
export * from './all-routes';
// One module per upstream family: its payload schemas and route contracts.
export * from './crm';
export * from './fad';
export * from './cms';
export * from './commerce';
