export * from './users';
export * from './catalog';
export * from './commerce';
export * from './money';
export * from './payments';
export * from './engagement';
export * from './operations';
export * from './dashboard';
