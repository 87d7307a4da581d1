import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoRecord } from './demo-record';
import { demoResearchers } from './demo-researchers';
import type { Json } from './orcid-json';
import { testResearchers } from './stub-ids';
import { syntheticResearcher } from './synthetic-researchers';

const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url));

const ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/**
 * Finds the record for an iD: a fixture file `<iD>.json` first, then a demo or test researcher's
 * generated record, then a synthetic researcher for the test block; null when the stub knows no such person.
 */
export class RecordSource {
  private readonly cache = new Map<string, Json>();

  constructor(private readonly fixturesDir = DEFAULT_FIXTURES_DIR) {}

  find(orcidId: string): Json | null {
    if (!ID.test(orcidId)) return null;
    const cached = this.cache.get(orcidId);
    if (cached) return cached;
    const record = this.load(orcidId);
    if (record) this.cache.set(orcidId, record);
    return record;
  }

  private load(orcidId: string): Json | null {
    const file = path.join(this.fixturesDir, `${orcidId}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Json;
    const person =
      [...demoResearchers, ...testResearchers].find((r) => r.orcidId === orcidId) ??
      syntheticResearcher(orcidId);
    return person ? demoRecord(person) : null;
  }
}

/** The display name ORCID's token endpoint returns: credit name, else given and family names. */
export function recordName(record: Json): string | null {
  const name = (record as { person?: { name?: Record<string, { value?: string } | null> | null } }).person
    ?.name;
  if (!name) return null;
  const credit = name['credit-name']?.value;
  if (credit) return credit;
  const full = [name['given-names']?.value, name['family-name']?.value].filter(Boolean).join(' ');
  return full || null;
}
