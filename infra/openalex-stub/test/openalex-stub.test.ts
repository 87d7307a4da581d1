import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAlexAuthor, OpenAlexWork } from '../../../services/profile/src/openalex/openalex-records';
import { jointWorks } from '../../orcid-stub/src/demo-record';
import { demoResearcher, demoResearchers } from '../../orcid-stub/src/demo-researchers';
import { RecordSource } from '../../orcid-stub/src/records';
import { startOpenAlexStub, type RunningOpenAlexStub } from '../src/app';
import {
  ABSENT_AUTHOR_ORCID,
  MERGED_AUTHOR_ORCID,
  UNKNOWN_RESEARCHER_ORCID,
  doisOf,
  mergedIntoId,
  workForDoi,
} from '../src/catalogue';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

let stub: RunningOpenAlexStub;
beforeAll(async () => {
  stub = await startOpenAlexStub({ port: 0 });
});
afterAll(async () => {
  await stub?.close();
});

const get = (path: string) => fetch(`${stub.url}${path}?mailto=test@example.edu`, { redirect: 'manual' });
const records = new RecordSource();
const demoDois = (orcidId: string) => doisOf(records.find(orcidId)!);

describe('shape', () => {
  it('real recorded OpenAlex answers parse with the profile service’s schemas', () => {
    expect(OpenAlexAuthor.parse(fixture('author-A1969205032.json'))).toMatchObject({
      id: 'https://openalex.org/A1969205032',
      cited_by_count: 2691,
      works_count: 50,
    });
    expect(OpenAlexWork.parse(fixture('work-W2741809807.json'))).toMatchObject({ cited_by_count: 394 });
  });

  it('answers an author by ORCID iD with the same schema, figures adding up from the works', async () => {
    const alice = demoResearcher(0);
    const res = await get(`/authors/orcid:${alice.orcidId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const author = OpenAlexAuthor.parse(body);
    // The real answer's neighbours are there too, as at api.openalex.org.
    expect(body).toHaveProperty('works_api_url');
    expect(author.orcid).toBe(`https://orcid.org/${alice.orcidId}`);
    const works = demoDois(alice.orcidId)
      .map(workForDoi)
      .filter((w) => w !== null);
    expect(author.works_count).toBe(works.length);
    expect(author.cited_by_count).toBe(works.reduce((s, w) => s + w.citedByCount, 0));
    expect(author.summary_stats?.h_index).toBeGreaterThan(0);
  });

  it('answers a work by the DOI the ORCID stub lists, with the same schema', async () => {
    const doi = demoDois(demoResearcher(0).orcidId).find((d) => workForDoi(d) !== null)!;
    const res = await get(`/works/doi:${doi}`);
    expect(res.status).toBe(200);
    const work = OpenAlexWork.parse(await res.json());
    expect(work.doi).toBe(`https://doi.org/${doi}`);
  });
});

describe('consistent with the ORCID stub', () => {
  const allDois = demoResearchers.flatMap((r) => demoDois(r.orcidId));

  it('holds most DOIs, not all, with varied citation counts including 0', async () => {
    const works = allDois.map(workForDoi);
    const absent = works.filter((w) => w === null).length;
    expect(absent).toBeGreaterThan(0);
    expect(absent).toBeLessThan(allDois.length / 3);
    const counts = works.flatMap((w) => (w ? [w.citedByCount] : []));
    expect(counts).toContain(0);
    expect(Math.max(...counts)).toBeGreaterThan(50);
    const missing = allDois.find((d) => workForDoi(d) === null)!;
    expect((await get(`/works/doi:${missing}`)).status).toBe(404);
  });

  it('gives a joint work the same count in both authors’ lists', () => {
    expect(jointWorks.length).toBeGreaterThan(0);
    for (const joint of jointWorks) {
      for (const orcidId of joint.authors) expect(demoDois(orcidId)).toContain(joint.doi);
      expect(workForDoi(joint.doi)).toEqual(workForDoi(joint.doi.toUpperCase()));
    }
  });

  it('answers 301 for the merged author, to the id it now lives under', async () => {
    const res = await get(`/authors/orcid:${MERGED_AUTHOR_ORCID}`);
    expect(res.status).toBe(301);
    const location = res.headers.get('location')!;
    expect(location).toBe(`/authors/${mergedIntoId(MERGED_AUTHOR_ORCID)}?mailto=test@example.edu`);
    const moved = await fetch(new URL(location, stub.url));
    expect(OpenAlexAuthor.parse(await moved.json()).orcid).toBe(`https://orcid.org/${MERGED_AUTHOR_ORCID}`);
  });

  it('answers 404 for an author it does not hold and for unknown iDs', async () => {
    expect((await get(`/authors/orcid:${ABSENT_AUTHOR_ORCID}`)).status).toBe(404);
    expect((await get('/authors/orcid:0000-0004-4040-0017')).status).toBe(404);
  });

  it('knows neither the author nor the work of the sparse record: that researcher has no citation data', async () => {
    expect((await get(`/authors/orcid:${UNKNOWN_RESEARCHER_ORCID}`)).status).toBe(404);
    const [doi] = demoDois(UNKNOWN_RESEARCHER_ORCID);
    expect(doi).toBe('doi:10.5555/sparse.2020.7');
    expect((await get('/works/doi:10.5555/sparse.2020.7')).status).toBe(404);
  });

  it('logs each look-up with its query (mailto)', () => {
    expect(stub.requests.length).toBeGreaterThan(0);
    expect(stub.requests.every((r) => r.query.get('mailto') === 'test@example.edu')).toBe(true);
  });
});
