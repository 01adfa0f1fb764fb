// First: configures zod before any schema below is built.
import './zod-config';
export * from './messages';
export * from './limits';
export * from './email';
export * from './fiscal-code';
export * from './login';
export * from './lead';
export * from './consent';
export * from './profile';
export * from './search';
export * from './errors';
export * from './control-characters';
export * from './switch';
export * from './favourite';
export * from './press';
export * from './registration';
export * from './profile-account';
export * from './professional-card';
