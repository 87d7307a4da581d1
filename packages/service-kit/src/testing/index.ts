export * from './infra';
export * from './users';
export * from './events';
export * from './browser-client';
export * from './postgres';
export * from './snapshots';
export * from './service';
export * from './trace-collector';
