import { expect, it } from 'vitest';
import { isValidOrcidId } from '@app/contracts/profile/orcid-id';
import { RecordSource } from '../src/records';
import { isSyntheticOrcidId, syntheticOrcidId, syntheticResearcher } from '../src/synthetic-researchers';

it('mints valid iDs in the reserved block and serves the same plausible record for each, every time', () => {
  const ids = [0, 1, 42, 999_999].map(syntheticOrcidId);
  expect(new Set(ids).size).toBe(4);
  for (const id of ids) {
    expect(isValidOrcidId(id)).toBe(true);
    expect(isSyntheticOrcidId(id)).toBe(true);
    expect(syntheticResearcher(id)).toEqual(syntheticResearcher(id));
  }
  const source = new RecordSource();
  const record = source.find(syntheticOrcidId(42)) as {
    person: { name: { 'family-name': { value: string } } };
  };
  expect(record.person.name['family-name'].value).toBe(syntheticResearcher(syntheticOrcidId(42))?.familyName);
});

it('serves nothing for valid iDs outside the block, or for a wrong check character', () => {
  const source = new RecordSource();
  expect(source.find('0000-0001-6180-3390')).toBeNull();
  const id = syntheticOrcidId(7);
  const wrong = id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');
  expect(isSyntheticOrcidId(wrong)).toBe(false);
  expect(source.find(wrong)).toBeNull();
});
