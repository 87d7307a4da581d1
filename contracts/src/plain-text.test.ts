import { describe, expect, it } from 'vitest';
import { cleanBlock, cleanLine, textBlock, textLine } from './plain-text';

describe('cleanLine and cleanBlock', () => {
  it.each([
    ['Arabic is kept', 'مريم الحسيني', 'مريم الحسيني'],
    ['Hebrew is kept', 'דבורה לוי', 'דבורה לוי'],
    [
      'Hebrew with Latin and the marks placing punctuation is kept',
      'שלום\u200F (Shalom)',
      'שלום\u200F (Shalom)',
    ],
    ['Persian keeps the zero-width non-joiner inside a word', 'می\u200Cخواهم', 'می\u200Cخواهم'],
    ['Devanagari keeps the joiner of a conjunct', 'क्\u200Dष', 'क्\u200Dष'],
    ['an emoji family stays one emoji', '👩\u200D👩\u200D👧 lab', '👩\u200D👩\u200D👧 lab'],
    ['right-to-left override goes', 'Alice\u202Egnp.exe', 'Alicegnp.exe'],
    [
      'every bidi embedding, override and isolate goes',
      '\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069',
      'abcdefgh',
    ],
    ['zero-width space, word joiner and byte-order mark go', '\uFEFFAl\u200Bi\u2060ce', 'Alice'],
    ['a joiner between Latin letters goes', 'Al\u200Dice Ch\u200Cen', 'Alice Chen'],
    ['joiners at the ends or in a run go', '\u200DAlice\u200C\u200D', 'Alice'],
    ['C0 and C1 controls go', 'A\u0000l\u0007i\u001Bc\u007Fe\u0085\u009F', 'Alice'],
    ['text is stored in normal form C', 'Jose\u0301', 'José'],
  ])('%s', (_, input, expected) => {
    expect(cleanLine(input)).toBe(expected);
    expect(cleanBlock(input)).toBe(expected);
  });

  it('keeps newlines and tabs in a block, and makes every line break a newline', () => {
    expect(cleanBlock('Dear Ana,\r\n\tthanks.\rBest\u2028Bo\u2029')).toBe('Dear Ana,\n\tthanks.\nBest\nBo\n');
  });

  it('turns line breaks and tabs into spaces in a single line', () => {
    expect(cleanLine('Ana\nde\tSilva\r\nPhD\u2028x')).toBe('Ana de Silva PhD x');
  });
});

describe('textLine and textBlock', () => {
  it('clean before trimming and counting', () => {
    const title = textLine().trim().min(1, 'required').max(5, 'too long');
    expect(title.parse(' \u202EAlice\u200B ')).toBe('Alice');
    expect(title.safeParse('\u200B\u202E').success).toBe(false);
    expect(title.safeParse('Alice\u200B\u200B\u200B').success).toBe(true);
    expect(textBlock().trim().parse('  a\n\u0000b  ')).toBe('a\nb');
  });
});
