export * from './files';
export * from './misc';
export * from './orders';
export * from './payments';
export * from './products';
export * from './tenants';
export * from './users';
