import { describe, expect, it } from 'vitest';
import { dateRange, formatPartialDate } from './partial-dates';

describe('formatPartialDate', () => {
  it('shows as much of the date as is known, in en-AU', () => {
    expect(formatPartialDate('2019')).toBe('2019');
    expect(formatPartialDate('2019-03')).toBe('Mar 2019');
    expect(formatPartialDate('2019-03-01')).toBe('1 Mar 2019');
    expect(formatPartialDate('2019-03-01T00:00:00.000Z')).toBe('1 Mar 2019');
    expect(formatPartialDate(null)).toBeNull();
    expect(formatPartialDate('sometime')).toBe('sometime');
  });
});

describe('dateRange', () => {
  it('ends with "- Present" when there is no end date', () => {
    expect(dateRange('2019-02', null)).toBe('Feb 2019 - Present');
    expect(dateRange('2015', '2019-01')).toBe('2015 - Jan 2019');
    expect(dateRange(null, '2019')).toBe('2019');
    expect(dateRange(null, null)).toBeNull();
  });
});
