import { expect, it } from 'vitest';
import { loadForCodes } from './for-codes-data';

it('reads all 2,203 ANZSRC 2020 codes with their levels and parents', () => {
  const codes = loadForCodes();
  expect(codes).toHaveLength(2203);
  expect(codes.filter((c) => c.level === 2)).toHaveLength(23);
  expect(codes.filter((c) => c.level === 4)).toHaveLength(213);
  expect(codes.filter((c) => c.level === 6)).toHaveLength(1967);
  expect(codes.find((c) => c.code === '30')).toEqual({
    code: '30',
    title: 'Agricultural, Veterinary and Food Sciences',
    level: 2,
    parentCode: null,
  });
  expect(codes.find((c) => c.code === '390102')).toMatchObject({ level: 6, parentCode: '3901' });
  const byCode = new Set(codes.map((c) => c.code));
  expect(codes.every((c) => c.parentCode === null || byCode.has(c.parentCode))).toBe(true);
});
