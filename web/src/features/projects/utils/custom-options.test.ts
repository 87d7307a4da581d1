import { describe, expect, it } from 'vitest';
import { addCustomOption, customLabel, customOptions } from './custom-options';

const fixed = ['Focus groups', 'Surveys and questionnaires'];

describe('custom research methods and methodologies', () => {
  it('adds the trimmed text', () => {
    expect(addCustomOption(['Focus groups'], '  Yarning circles  ', fixed)).toEqual([
      'Focus groups',
      'Yarning circles',
    ]);
  });

  it('ignores empty and blank text (the same list comes back)', () => {
    const selected = ['Focus groups'];
    expect(addCustomOption(selected, '', fixed)).toBe(selected);
    expect(addCustomOption(selected, '   ', fixed)).toBe(selected);
  });

  it('never adds a value twice, whatever its case or spacing', () => {
    const selected = ['Yarning circles'];
    expect(addCustomOption(selected, 'Yarning circles', fixed)).toBe(selected);
    expect(addCustomOption(selected, ' yarning CIRCLES ', fixed)).toBe(selected);
  });

  it('selects a fixed option instead of adding a custom copy of it', () => {
    expect(addCustomOption([], 'focus groups', fixed)).toEqual(['Focus groups']);
    expect(addCustomOption(['Focus groups'], 'FOCUS GROUPS', fixed)).toEqual(['Focus groups']);
  });

  it("labels the values outside the fixed list with '(Custom)'", () => {
    expect(customOptions(['Focus groups', 'Yarning circles'], fixed)).toEqual(['Yarning circles']);
    expect(customLabel('Yarning circles')).toBe('Yarning circles (Custom)');
  });
});
