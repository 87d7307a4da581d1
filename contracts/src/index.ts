export * from './common';
export * from './research-categories';
export * from './routes';
export * from './product';
export * from './define-route';
