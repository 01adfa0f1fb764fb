export * from './subscription';
export * from './visibility';
export * from './header';
export * from './profile-menu';
export * from './top-bar';
export * from './paywall';
export * from './welcome';
export * from './redirect';
