export * from './crm-client';
export * from './ecm-balance';
export * from './missing-fields';
export * from './press-client';
