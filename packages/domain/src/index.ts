export * from './roles';
export * from './contracts/common';
export * from './contracts/session';
export * from './rules';
export * from './codes';
export * from './contracts/reference';
export * from './contracts/planning';
