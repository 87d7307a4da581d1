/**
 * What code outside this service may import (the benchmarks build the service in their own process
 * from it). Everything else under src/ is this service's own.
 */
export { buildApp } from './app';
export { loadNotificationsConfig } from './config';
