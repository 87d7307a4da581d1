import { describe, expect, it } from 'vitest';
import { wrappedStop } from './dialog-tab-wrap';

describe('wrappedStop', () => {
  const dialog = document.createElement('div');
  const [close, title, send] = ['button', 'input', 'button'].map((tag) => document.createElement(tag));
  const stops = [close!, title!, send!];

  it('takes Tab from the last stop round to the first, and Shift+Tab from the first to the last', () => {
    expect(wrappedStop(stops, send!, dialog, false)).toBe(close);
    expect(wrappedStop(stops, close!, dialog, true)).toBe(send);
  });

  it('takes Shift+Tab from the dialog itself (where it puts the focus on opening) to the last stop', () => {
    expect(wrappedStop(stops, dialog, dialog, true)).toBe(send);
  });

  it("leaves every other step to the browser's own order", () => {
    expect(wrappedStop(stops, close!, dialog, false)).toBeUndefined();
    expect(wrappedStop(stops, title!, dialog, false)).toBeUndefined();
    expect(wrappedStop(stops, title!, dialog, true)).toBeUndefined();
    expect(wrappedStop(stops, send!, dialog, true)).toBeUndefined();
    expect(wrappedStop([], send!, dialog, false)).toBeUndefined();
  });
});
