export * from './companies';
export * from './company-admin';
export * from './employees';
export * from './enums';
export * from './files';
export * from './identity';
export * from './mail';
export * from './plans';
