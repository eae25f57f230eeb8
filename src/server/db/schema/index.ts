export * from './companies';
export * from './employees';
export * from './enums';
export * from './identity';
export * from './plans';
