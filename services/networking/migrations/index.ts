import type { Migration } from '@app/service-kit';

export const migrations: Migration[] = [];
