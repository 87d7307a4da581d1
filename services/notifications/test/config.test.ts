import { describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config';

describe('the digest schedules', () => {
  it('take cron expressions, with or without seconds', () => {
    const config = loadNotificationsConfig({
      DIGEST_DAILY_CRON: '30 7 * * *',
      DIGEST_WEEKLY_CRON: '* * * * * *',
    });
    expect([config.DIGEST_DAILY_CRON, config.DIGEST_WEEKLY_CRON]).toEqual(['30 7 * * *', '* * * * * *']);
  });

  it('refuse to start on an expression the scheduler could not run, naming the setting', () => {
    for (const bad of ['0 25 * * *', 'every monday', '0 8 * * 1 * 1'])
      expect(() => loadNotificationsConfig({ DIGEST_WEEKLY_CRON: bad })).toThrow(
        /DIGEST_WEEKLY_CRON: must be a cron expression/,
      );
  });
});
