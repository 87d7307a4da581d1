export * from './infra';
export * from './users';
export * from './events';
