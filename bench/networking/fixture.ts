/**
 * BENCHMARK FIXTURE, not a way to load real data: writes researchers and connections straight into
 * the networking schema of a dedicated benchmark database, bypassing events, so that 100,000
 * researchers and 1,000,000 connections load in about six minutes. Each researcher is the profile
 * snapshot event their profile would publish, projected into the read model by networking's own
 * code (`@app/networking`), and the search document is written by its triggers, so what the
 * benchmark reads looks exactly like what the consumers would have written.
 *
 * With research topics (run.ts's BENCH_TOPICS, `buildTopicsFixture`): the same fixture copied into a
 * database of its own (`<name>_topics`, CREATE DATABASE ... TEMPLATE: the same people, connections
 * and ids), in which every researcher's profile publishes a snapshot again, now with their OpenAlex
 * author id, about N OpenAlex topics (research-topics.ts) and their works' OpenAlex authors and
 * topics, written through networking's own code as the consumer writes a snapshot; the plain
 * fixture stays as it was, so the two can be measured side by side.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { loadForCodes } from '@app/contracts/for-codes-data';
import { createDatabase, kitMigrations, migrate } from '@app/service-kit';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import { migrations, researcherDbRow, researcherFromSnapshot } from '@app/networking';
import {
  DEPARTMENTS,
  FIRST_NAMES,
  FOR_GROUPS,
  INSTITUTIONS,
  INTERESTS,
  LAST_NAMES,
  POSITIONS,
  PUBLICATION_TOPICS,
} from './vocabulary';
import { RESEARCH_TOPICS, topicsOfResearcher, topicsOfWork } from './research-topics';
import { randomItem } from '../lib/random';

const BENCH_SCHEMA = 'networking';

/** A small seeded generator (mulberry32), so two runs build the same network. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks with a Zipf-like skew: index i has weight 1/(i+1)^s. */
export function skewedPicker<T>(items: readonly T[], random: () => number, s = 0.9): () => T {
  const last = items.at(-1);
  if (last === undefined) throw new Error('cannot pick from an empty list');
  const weighted = items.map((item, i) => ({ item, weight: 1 / (i + 1) ** s }));
  const total = weighted.reduce((sum, w) => sum + w.weight, 0);
  let acc = 0;
  const steps = weighted.map(({ item, weight }) => ({ item, upTo: (acc += weight / total) }));
  // The first item whose share reaches r; with the skew, most picks stop within the first few.
  // (Rounding can leave the last share a hair under 1: then it is the last item.)
  return () => {
    const r = random();
    return steps.find((step) => step.upTo >= r)?.item ?? last;
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates the benchmark database if it does not exist. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected benchmark database name "${name}"`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

export interface FixtureSize {
  researchers: number;
  connections: number;
}

export async function fixtureSize(db: Knex): Promise<FixtureSize | null> {
  const exists = await db.raw(`SELECT to_regclass(?) AS t`, [`${BENCH_SCHEMA}.academic_connections`]);
  if (!exists.rows[0]?.t) return null;
  const [r] = await db('researchers').count<{ count: number }[]>('* as count');
  const [c] = await db('academicConnections').count<{ count: number }[]>('* as count');
  return { researchers: Number(r?.count ?? 0), connections: Number(c?.count ?? 0) };
}

/** The benchmark database, unless BENCH_DATABASE_URL names another. */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_networking';

/** The same sample of researchers every run (run.ts's viewers with BENCH_DIRECT), `count` of them. */
export function sampledResearchers(db: Knex, count: number) {
  return db('researchers').orderByRaw('md5(user_id::text)').limit(count);
}

export function openBenchDatabase(url: string): Knex {
  return createDatabase({ url, schema: BENCH_SCHEMA, poolMax: 4, applicationName: 'bench-fixture' });
}

/** Drops and rebuilds the networking schema of the benchmark database, then fills it. */
export async function buildFixture(url: string, size: FixtureSize, log = console.log): Promise<void> {
  await ensureDatabase(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${BENCH_SCHEMA}" CASCADE`);
  await admin.end();
  const db = openBenchDatabase(url);
  try {
    await migrate(db, { url, schema: BENCH_SCHEMA, poolMax: 4, applicationName: 'bench-fixture' }, [
      ...kitMigrations,
      ...migrations,
    ]);
    const started = Date.now();
    const people = await insertResearchers(db, size.researchers, log);
    await insertConnections(db, people, size.connections, log);
    await insertMemberships(db, people);
    // Index-only scans (the finders' covering indexes) need an up-to-date visibility map.
    await db.raw('VACUUM ANALYZE');
    log(`fixture ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

interface Person {
  profileId: string;
  userId: string;
  institution: string;
}

async function insertResearchers(db: Knex, count: number, log: (s: string) => void): Promise<Person[]> {
  const random = seededRandom(20240601);
  const pick = <T>(items: readonly T[]) => randomItem(items, random);
  const interest = skewedPicker(INTERESTS, random, 0.8);
  const institution = skewedPicker(INSTITUTIONS, random, 0.5);
  const forGroup = skewedPicker(FOR_GROUPS, random, 1.1);
  const fields = new Map<string, string[]>();
  for (const c of loadForCodes()) {
    if (c.level === 6) fields.set(c.parentCode!, [...(fields.get(c.parentCode!) ?? []), c.code]);
  }
  const thisYear = new Date().getUTCFullYear();
  const people: Person[] = [];
  // Co-authors: people of one institution publish together, so some DOIs are shared.
  const teamDois = new Map<string, string[]>();

  let batch: Record<string, unknown>[] = [];
  let publications: ReturnType<typeof researcherFromSnapshot>['publications'] = [];
  const flush = async () => {
    if (batch.length) await db('researchers').insert(batch);
    for (let i = 0; i < publications.length; i += 5000) {
      await db('researcherPublications')
        .insert(publications.slice(i, i + 5000))
        .onConflict(['profileId', 'doi'])
        .ignore();
    }
    batch = [];
    publications = [];
  };

  for (let i = 0; i < count; i++) {
    const profileId = randomUUID();
    const userId = randomUUID();
    const inst = institution();
    const interests = new Set<string>();
    const nInterests = 2 + Math.floor(random() * 6);
    while (interests.size < nInterests) interests.add(interest());
    const codes = new Set<string>();
    const nCodes = 1 + Math.floor(random() * 4);
    while (codes.size < nCodes) {
      const group = forGroup();
      const r = random();
      if (r < 0.08) codes.add(group.slice(0, 2));
      else if (r < 0.25) codes.add(group);
      else codes.add(pick(fields.get(group) ?? [group]));
    }
    const publicationCount = Math.max(0, Math.round(Math.exp(2.5 + random() * 1.6 - 0.8 * random())));
    const citationCount = Math.round(publicationCount * (2 + random() * 25));
    const hIndex = Math.min(publicationCount, Math.round(Math.sqrt(citationCount) * 0.6));
    const careerStartYear = thisYear - 1 - Math.floor(random() * 35);
    const team = teamDois.get(inst) ?? [];
    const dois: ProfileSnapshot['publications'] = [];
    for (let k = 0; k < Math.min(publicationCount, 25); k++) {
      const shared = team.length > 0 && random() < 0.1;
      const doi = shared ? pick(team) : `10.5555/bench.${i}.${k}`;
      if (!shared && random() < 0.02) team.push(doi);
      dois.push({ doi, year: thisYear - Math.floor(random() * 15) });
    }
    // The profile snapshot event this researcher's profile would publish, projected into the read
    // model by the networking service's own code.
    const snapshot: ProfileSnapshot = {
      profileId,
      userId,
      orcidId: `0000-000${i % 10}-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
      orcidVerified: true,
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      email: `researcher${i}@example.edu.au`,
      emailVisibleToMembers: true,
      biography: null,
      position: pick(POSITIONS),
      institution: inst,
      department: pick(DEPARTMENTS),
      profileImageUrl: null,
      researchInterests: [...interests],
      forCodes: [...codes],
      availableForSupervision: random() < 0.35,
      availableForExamination: random() < 0.3,
      acceptingCollaborations: random() < 0.85,
      publicationCount,
      citationCount,
      hIndex,
      careerStartYear,
      recentPublications: Array.from({ length: Math.min(5, publicationCount) }, (_, k) => ({
        title: `A study of ${pick(PUBLICATION_TOPICS)} (${k + 1})`,
        journal: pick([
          'Computers & Education',
          'Australasian Journal of Educational Technology',
          'Teaching and Teacher Education',
          'Journal of Computer Assisted Learning',
        ]),
        year: thisYear - k,
      })),
      publications: dois,
      updatedAt: new Date().toISOString(),
    };
    const row = researcherFromSnapshot(snapshot);
    batch.push(researcherDbRow(row.researcher));
    publications.push(...row.publications);
    teamDois.set(inst, team.slice(-200));
    people.push({ profileId, userId, institution: inst });
    if (batch.length === 1000) await flush();
    if ((i + 1) % 10000 === 0) log(`  ${i + 1} researchers`);
  }
  await flush();
  log(`${count} researchers`);
  return people;
}

async function insertConnections(db: Knex, people: Person[], count: number, log: (s: string) => void) {
  // One transaction without the per-row triggers (the network page's live link counts: two counts
  // per accepted connection, hours for a million); the read model counts them all once, after.
  await db.transaction(async (trx) => {
    await trx.raw('SET LOCAL session_replication_role = replica');
    await insertConnectionRows(trx, people, count, log);
  });
  await db.raw(`SELECT nextval('network_changes')`);
}

async function insertConnectionRows(db: Knex, people: Person[], count: number, log: (s: string) => void) {
  const random = seededRandom(7);
  const n = people.length;
  const live = new Set<string>();
  const pendingRequests = new Set<string>();
  let batch: Record<string, unknown>[] = [];
  let made = 0;
  const now = Date.now();
  while (made < count && n > 1) {
    const a = randomItem(people, random);
    // Half the connections stay within an institution, as real networks do.
    let b = randomItem(people, random);
    if (random() < 0.5) {
      for (let tries = 0; tries < 5 && b.institution !== a.institution; tries++)
        b = randomItem(people, random);
    }
    if (a.userId === b.userId) continue;
    const r = random();
    const connectionType =
      r < 0.85 ? 'research_interest' : r < 0.95 ? 'supervisor_request' : 'examiner_request';
    const s = random();
    const status = s < 0.6 ? 'accepted' : s < 0.85 ? 'pending' : 'rejected';
    if (connectionType === 'research_interest' && status !== 'rejected') {
      const key = a.userId < b.userId ? `${a.userId}${b.userId}` : `${b.userId}${a.userId}`;
      if (live.has(key)) continue;
      live.add(key);
    } else if (connectionType !== 'research_interest' && status === 'pending') {
      const key = `${a.userId}${b.userId}${connectionType}`;
      if (pendingRequests.has(key)) continue;
      pendingRequests.add(key);
    }
    const createdAt = new Date(now - Math.floor(random() * 3 * 365 * 86_400_000));
    batch.push({
      fromUserId: a.userId,
      toUserId: b.userId,
      fromProfileId: a.profileId,
      toProfileId: b.profileId,
      connectionType,
      status,
      metadata:
        connectionType === 'research_interest'
          ? {}
          : {
              thesisTitle: 'Teachers and technology in rural schools',
              researchArea: 'Digital technologies education',
            },
      message: 'I would like to connect about our shared research interests.',
      createdAt: createdAt.toISOString(),
      respondedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 86_400_000).toISOString(),
    });
    made++;
    if (batch.length === 2000) {
      await db('academicConnections').insert(batch);
      batch = [];
    }
  }
  if (batch.length) await db('academicConnections').insert(batch);
  log(`${made} connections`);
}

/** A few hundred projects and groups, so the graph has project and group edges too. */
async function insertMemberships(db: Knex, people: Person[]) {
  const random = seededRandom(11);
  const n = people.length;
  const projects = Math.max(1, Math.floor(n / 100));
  for (let p = 0; p < projects; p++) {
    const projectId = randomUUID();
    await db('projects').insert({ projectId, updatedAt: new Date().toISOString() });
    const members = new Set<string>();
    const size = 2 + Math.floor(random() * 6);
    while (members.size < Math.min(size, n)) members.add(randomItem(people, random).userId);
    await db('projectMembers').insert([...members].map((userId) => ({ projectId, userId })));
  }
  const groups = 10;
  for (let g = 0; g < groups; g++) {
    const groupId = randomUUID();
    const members = new Set<string>();
    const size = Math.min(n, 20 + Math.floor(random() * 40));
    while (members.size < size) members.add(randomItem(people, random).userId);
    await db('groupMembers').insert([...members].map((userId) => ({ groupId, userId })));
  }
}

/**
 * Makes `userIds` (people signed in through the real sign-in, so identity chose their ids) the
 * owners of as many fixture researchers, with those researchers' profiles, connections and
 * memberships: signed-in viewers then search as typical researchers of the network. The same
 * researchers are chosen every run (by a hash of their profile ids), re-keyed from the last run's
 * ids, in one transaction so that the fixture stays consistent.
 */
export async function adoptResearchers(db: Knex, userIds: readonly string[]): Promise<void> {
  await db.transaction(async (trx) => {
    const chosen: Array<{ userId: string }> = await trx('researchers')
      .select('userId')
      .orderByRaw('md5(profile_id::text)')
      .limit(userIds.length);
    for (const [i, to] of userIds.entries()) {
      const from = chosen[i]?.userId;
      if (from === undefined) break; // fewer researchers than users: the rest adopt none
      await trx('researchers').where({ userId: from }).update({ userId: to });
      await trx('academicConnections').where({ fromUserId: from }).update({ fromUserId: to });
      await trx('academicConnections').where({ toUserId: from }).update({ toUserId: to });
      await trx('projectMembers').where({ userId: from }).update({ userId: to });
      await trx('groupMembers').where({ userId: from }).update({ userId: to });
    }
  });
}

/** The database the fixture of `url` is copied into to be given research topics: `<name>_topics`. */
export function topicsDatabaseUrl(url: string): string {
  return withDatabase(url, `${new URL(url).pathname.slice(1)}_topics`);
}

/** What the topics database's comment says once it is complete (so an unfinished copy is redone). */
const topicsMark = (size: FixtureSize, perResearcher: number) =>
  `bench fixture: ${size.researchers} researchers, ${size.connections} connections, about ${perResearcher} research topics each`;

/** Whether `topicsUrl` holds a complete copy of a fixture of `size` with about `perResearcher` topics each. */
export async function topicsFixtureReady(topicsUrl: string, size: FixtureSize, perResearcher: number) {
  const admin = new pg.Client({ connectionString: withDatabase(topicsUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = $1`,
      [new URL(topicsUrl).pathname.slice(1)],
    );
    return rows[0]?.mark === topicsMark(size, perResearcher);
  } finally {
    await admin.end();
  }
}

/**
 * Copies the fixture in `from` (nobody may be connected to it, PostgreSQL's rule for a template)
 * into `topicsDatabaseUrl(from)`, replacing what was there, and gives every researcher about
 * `perResearcher` OpenAlex topics (see the header). `from` is only read.
 */
export async function buildTopicsFixture(
  from: string,
  perResearcher: number,
  log = console.log,
): Promise<void> {
  const to = topicsDatabaseUrl(from);
  const [source, target] = [from, to].map((u) => new URL(u).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(target!)) throw new Error(`Unexpected benchmark database name "${target}"`);
  const admin = new pg.Client({ connectionString: withDatabase(from, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`);
    const started = Date.now();
    await admin.query(`CREATE DATABASE "${target}" TEMPLATE "${source}"`).catch((err: Error) => {
      throw new Error(
        `could not copy ${source} into ${target} (${err.message}): is someone connected to ${source}?`,
      );
    });
    log(`copied ${source} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const db = openBenchDatabase(to);
    const size = await addResearchTopics(db, perResearcher, log).finally(() => db.destroy());
    await admin.query(`COMMENT ON DATABASE "${target}" IS '${topicsMark(size, perResearcher)}'`);
  } finally {
    await admin.end();
  }
}

/** The fixture's number for a researcher (their email says it), so their topics are the same every build. */
const fixtureIndex = (email: string | null, fallback: number) =>
  Number(/^researcher(\d+)@/.exec(email ?? '')?.[1] ?? fallback);
/** An OpenAlex author id (short form, as "A5023888391") for the fixture's researcher `index`. */
const authorIdOf = (index: number) => `A59${String(index).padStart(8, '0')}`;

/** What a researcher's snapshot carries that the read model keeps as it was sent. */
const SNAPSHOT_COLUMNS = [
  'profileId',
  'userId',
  'orcidId',
  'name',
  'email',
  'emailVisibleToMembers',
  'position',
  'institution',
  'department',
  'profileImageUrl',
  'researchInterests',
  'forCodes',
  'availableForSupervision',
  'availableForExamination',
  'acceptingCollaborations',
  'publicationCount',
  'citationCount',
  'hIndex',
  'citationMetrics',
  'careerStartYear',
  'recentPublications',
] as const satisfies ReadonlyArray<keyof ProfileSnapshot>;
type ResearcherSnapshotColumns = Pick<ProfileSnapshot, (typeof SNAPSHOT_COLUMNS)[number]>;

async function addResearchTopics(
  db: Knex,
  perResearcher: number,
  log: (s: string) => void,
): Promise<FixtureSize> {
  const started = Date.now();
  const people: Array<{ profileId: string; email: string | null; institution: string | null }> = await db(
    'researchers',
  ).select('profileId', 'email', 'institution');
  const authorOf = new Map(people.map((p, i) => [p.profileId, authorIdOf(fixtureIndex(p.email, i))]));
  const colleagues = new Map<string, string[]>();
  for (const p of people) {
    const key = p.institution ?? '';
    if (!colleagues.has(key)) colleagues.set(key, []);
    colleagues.get(key)!.push(authorOf.get(p.profileId)!);
  }
  // Works several researchers hold (co-authors in one institution): OpenAlex lists them all.
  const shared = new Map<string, string[]>(
    (
      await db.raw(
        `SELECT doi, array_agg(profile_id::text) AS holders FROM researcher_publications GROUP BY doi HAVING count(*) > 1`,
      )
    ).rows.map((r: { doi: string; holders: string[] }) => [r.doi, r.holders.map((id) => authorOf.get(id)!)]),
  );
  let done = 0;
  let last = '';
  for (;;) {
    const rows: ResearcherSnapshotColumns[] = await db('researchers')
      .select(SNAPSHOT_COLUMNS)
      .where('profileId', '>', last || '00000000-0000-0000-0000-000000000000')
      .orderBy('profileId')
      .limit(1000);
    if (rows.length === 0) break;
    last = rows.at(-1)!.profileId;
    const works = new Map<string, Array<{ doi: string; year: number | null }>>();
    for (const w of await db('researcherPublications')
      .select('profileId', 'doi', 'year')
      .whereIn(
        'profileId',
        rows.map((r) => r.profileId),
      ))
      works.set(w.profileId, (works.get(w.profileId) ?? []).concat({ doi: w.doi, year: w.year }));
    const written = rows.map((r, k) => {
      const index = fixtureIndex(r.email, done + k);
      const random = seededRandom(20261128 + index);
      const me = authorOf.get(r.profileId)!;
      const topics = topicsOfResearcher(
        r.researchInterests,
        r.publicationCount,
        perResearcher,
        random,
        skewedPicker(RESEARCH_TOPICS, random, 0.8),
      );
      const team = colleagues.get(r.institution ?? '') ?? [];
      const snapshot: ProfileSnapshot = {
        ...r,
        orcidVerified: true,
        biography: null,
        openAlexAuthorId: me,
        researchTopics: { topics, source: 'OpenAlex', fetchedAt: '2026-11-01T00:00:00.000Z' },
        publications: (works.get(r.profileId) ?? []).map((w) => {
          const authors = new Set(shared.get(w.doi) ?? [me]);
          // Co-authors outside the network, and now and then a colleague who has not the work in ORCID.
          for (let k = Math.floor(random() * 4); k > 0; k--)
            authors.add(`A58${String(Math.floor(random() * 1e8)).padStart(8, '0')}`);
          if (random() < 0.03 && team.length > 1) authors.add(randomItem(team, random));
          return { ...w, openAlexAuthorIds: [...authors], topics: topicsOfWork(topics, random) };
        }),
        updatedAt: new Date().toISOString(),
      };
      return researcherFromSnapshot(snapshot);
    });
    // As the consumer stores a snapshot (researchers-store.ts `save`): the row merged, the works replaced.
    await db.transaction(async (trx) => {
      await trx('researchers')
        .insert(written.map((w) => researcherDbRow(w.researcher)))
        .onConflict('profileId')
        .merge();
      await trx('researcherPublications')
        .whereIn(
          'profileId',
          rows.map((r) => r.profileId),
        )
        .delete();
      const publications = written.flatMap((w) => w.publications);
      for (let i = 0; i < publications.length; i += 5000)
        await trx('researcherPublications').insert(publications.slice(i, i + 5000));
    });
    done += rows.length;
    if (done % 10000 === 0) log(`  ${done} researchers given topics`);
  }
  await db.raw('VACUUM ANALYZE');
  const size = await fixtureSize(db);
  log(
    `${done} researchers given about ${perResearcher} research topics each in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return size!;
}
