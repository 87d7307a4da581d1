import type { Knex } from 'knex';
import { preparedQuery } from '@app/service-kit';
import { parsePrefixQuery } from './search-document';
import type { FinderWord } from './finder-index';

/**
 * Search words as PostgreSQL's text search reads them: each word's prefix query as typed (the
 * 'simple' dictionary) and by English stem, the same dictionaries that built the search documents.
 * The words are letters and digits only (finder-search.ts), so `word:*` is always a valid query.
 */
export async function prefixQueries(db: Knex, words: readonly string[]): Promise<Map<string, FinderWord>> {
  const rows = await preparedQuery<{ word: string; asTyped: string; stems: string }>(
    db,
    `SELECT w AS word, to_tsquery('simple', w || ':*')::text AS as_typed,
            to_tsquery('english', w || ':*')::text AS stems
       FROM unnest(?::text[]) AS w`,
    [[...words]],
  );
  return new Map(
    rows.map((r) => [r.word, { asTyped: parsePrefixQuery(r.asTyped), stems: parsePrefixQuery(r.stems) }]),
  );
}
