export * from './channels';
export * from './stream-id';
export * from './window';
