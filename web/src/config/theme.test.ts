import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio, for colours written as #rrggbb or rgba(...).
function rgbOn(colour: string, background: [number, number, number]): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return hex.slice(1, 4).map((h) => parseInt(h, 16)) as [number, number, number];
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`unreadable colour ${colour}`);
  const alpha = Number(rgba[4]);
  return background.map((under, k) => Number(rgba[k + 1]) * alpha + under * (1 - alpha)) as [
    number,
    number,
    number,
  ];
}
const luminance = ([r, g, b]: [number, number, number]) => {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
function contrast(foreground: string, background: string): number {
  const white: [number, number, number] = [255, 255, 255];
  const bg = rgbOn(background, white);
  const [a, b] = [luminance(rgbOn(foreground, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const token = theme.token as Record<string, string>;
function colour(name: string): string {
  const value = token[name];
  if (value === undefined) throw new Error(`the theme has no ${name}`);
  return value;
}

describe('theme colours (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it.each([
    'colorLink',
    'colorInfo',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorSuccess',
    'colorWarning',
    'colorError',
  ])('%s on white', (name) => {
    expect(contrast(colour(name), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  // antd's tag backgrounds for these presets (the palette's first shade).
  it.each([
    ['green-7', '#f6ffed'],
    ['gold-7', '#fffbe6'],
  ])('%s tag text on its background', (name, background) => {
    expect(token[name]).toBe(token[name.replace('-', '')]);
    expect(contrast(colour(name), background)).toBeGreaterThanOrEqual(4.5);
  });

  // An alert writes its text (and its icon in the root colour) on these fills.
  it.each([
    ['colorSuccess', 'colorSuccessBg'],
    ['colorWarning', 'colorWarningBg'],
  ])('%s on %s, a light fill', (root, fill) => {
    expect(contrast(colour(root), colour(fill))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('rgba(0, 0, 0, 0.88)', colour(fill))).toBeGreaterThanOrEqual(15);
  });

  it('knows antd’s defaults fail, so the check is real', () => {
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#1677ff', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#389e0d', '#f6ffed')).toBeLessThan(4.5);
  });
});
