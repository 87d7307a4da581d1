import { describe, expect, it } from 'vitest';
import { isStalePageFile, RELOAD_AGAIN_AFTER_MS, shouldReloadForNewVersion } from './new-version';

describe('isStalePageFile', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://rc.example/assets/groups-AbC.js',
    'error loading dynamically imported module: https://rc.example/assets/groups-AbC.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/groups-AbC.css',
  ])('knows a page file that could not be loaded: %s', (message) => {
    expect(isStalePageFile(new TypeError(message))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isStalePageFile(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStalePageFile('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('shouldReloadForNewVersion', () => {
  it('reloads once, not again within the next 30 s, then again after', () => {
    const t = 1_800_000_000_000;
    expect(shouldReloadForNewVersion(t)).toBe(true);
    expect(shouldReloadForNewVersion(t + 1_000)).toBe(false);
    expect(shouldReloadForNewVersion(t + RELOAD_AGAIN_AFTER_MS - 1)).toBe(false);
    expect(shouldReloadForNewVersion(t + RELOAD_AGAIN_AFTER_MS)).toBe(true);
  });
});
