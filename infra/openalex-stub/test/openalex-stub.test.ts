import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorTopics, workFacts } from '../../../services/profile/src/openalex/citation-metrics';
import { OpenAlexAuthor, OpenAlexWork } from '../../../services/profile/src/openalex/openalex-records';
import { jointWorks } from '../../orcid-stub/src/demo-record';
import { demoResearcher, demoResearchers } from '../../orcid-stub/src/demo-researchers';
import { RecordSource } from '../../orcid-stub/src/records';
import { startOpenAlexStub, type RunningOpenAlexStub } from '../src/app';
import { topicsOfWork } from '../src/topics';
import { syntheticOrcidId } from '../../orcid-stub/src/synthetic-researchers';
import {
  ABSENT_AUTHOR_ORCID,
  Catalogue,
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

describe('topics', () => {
  const keys = (o: unknown) => Object.keys(o as object).sort();
  const realAuthor = fixture('author-A5100376569.json') as { topics: object[]; topic_share: object[] };
  const realWork = fixture('work-topics-docs-example.json') as { topics: object[]; primary_topic: object };

  it('current OpenAlex answers (topics, primary_topic, topic_share) are read as the profile service reads them', () => {
    const topics = authorTopics(OpenAlexAuthor.parse(realAuthor));
    expect(topics[0]).toEqual({
      id: 'T10338',
      name: 'Wearable Nanogenerator Technology',
      count: 1934,
      subfield: 'Biomedical Engineering',
      field: 'Engineering',
      domain: 'Physical Sciences',
    });
    expect(topics.map((t) => t.count)).toEqual([1934, 1199, 465]);
    expect(workFacts(OpenAlexWork.parse(realWork))).toEqual({
      authorIds: ['A1969205032'],
      topics: [{ id: 'T12419', name: 'Analysis of Cardiac and Respiratory Sounds' }],
    });
    // The answers recorded before topics existed still parse: they have none.
    expect(OpenAlexAuthor.parse(fixture('author-A1969205032.json')).topics ?? []).toEqual([]);
  });

  it('the stub answers topics in the shape of the real answers', async () => {
    const alice = demoResearcher(0);
    const author = (await (await get(`/authors/orcid:${alice.orcidId}`)).json()) as typeof realAuthor;
    expect(author.topics.length).toBeGreaterThan(0);
    expect(keys(author.topics[0])).toEqual(keys(realAuthor.topics[0]));
    expect(keys(author.topic_share[0])).toEqual(keys(realAuthor.topic_share[0]));
    const doi = demoDois(alice.orcidId).find((d) => workForDoi(d) !== null)!;
    const work = (await (await get(`/works/doi:${doi}`)).json()) as typeof realWork;
    expect(keys(work.primary_topic)).toEqual(keys(realWork.primary_topic));
    expect(keys(work.topics[0])).toEqual(keys(realWork.topics[0]));
  });

  it('gives works topics that fit their titles, authors the topics of their works, and joint works both authors', async () => {
    const joint = jointWorks.find((j) => j.title.includes('computational thinking'))!;
    const work = workForDoi(joint.doi)!;
    expect(work.topics.map((t) => t.topic.name)).toEqual([
      'Computational Thinking in Education',
      'Teacher Education and Technology Integration',
    ]);
    const ids = await Promise.all(
      joint.authors.map(
        async (orcidId) => OpenAlexAuthor.parse(await (await get(`/authors/orcid:${orcidId}`)).json()).id,
      ),
    );
    expect(
      workFacts(OpenAlexWork.parse(await (await get(`/works/doi:${joint.doi}`)).json())).authorIds.sort(),
    ).toEqual(ids.map((id) => id.replace('https://openalex.org/', '')).sort());
    const topics = authorTopics(
      OpenAlexAuthor.parse(await (await get(`/authors/orcid:${joint.authors[0]}`)).json()),
    );
    expect(topics.map((t) => t.name)).toContain('Computational Thinking in Education');
    expect(topics[0]!.count).toBeGreaterThanOrEqual(topics.at(-1)!.count);
  });

  it('gives a synthetic (test) researcher’s works the topics their titles call for, the same by DOI', () => {
    const orcidId = syntheticOrcidId(4242);
    const catalogue = new Catalogue();
    const author = catalogue.authorByOrcid(orcidId)!;
    expect(author.works.length).toBeGreaterThan(0);
    const titles = new Map(
      (
        records.find(orcidId) as {
          'activities-summary': {
            works: {
              group: Array<{
                'external-ids': { 'external-id': Array<{ 'external-id-value': string }> };
                'work-summary': Array<{ title: { title: { value: string } } }>;
              }>;
            };
          };
        }
      )['activities-summary'].works.group.map((g) => [
        g['external-ids']['external-id'][0]!['external-id-value'].toLowerCase(),
        g['work-summary'][0]!.title.title.value,
      ]),
    );
    for (const work of author.works) {
      expect(work.topics).toEqual(topicsOfWork(work.doi, titles.get(work.doi)!));
      expect(catalogue.work(work.doi)).toEqual(work);
      expect(work.authorIds).toEqual([author.id]);
    }
  });

  it('has no topics for a researcher OpenAlex holds no author for', async () => {
    expect((await get(`/authors/orcid:${ABSENT_AUTHOR_ORCID}`)).status).toBe(404);
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
