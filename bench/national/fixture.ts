/**
 * BENCHMARK FIXTURE for issue 45, not a way to load real data: one national data set across the
 * services, in a dedicated database (`bench_national`, one schema per service as the services use),
 * so that each heavy page's answers can be measured at national size (bench/national/run.ts).
 *
 *   npx tsx bench/national/fixture.ts          (BENCH_DATABASE_URL names another database)
 *
 * What it holds, the same people in every service:
 *   - networking: bench/networking's fixture (100,000 researchers and 1,000,000 connections, its
 *     generator and vocabulary, its seeds: the same people), copied from `bench_networking` with
 *     CREATE DATABASE ... TEMPLATE when that database holds it and nobody is connected to it
 *     (seconds), else built here by that fixture's own `buildFixture` (through `@app/networking`).
 *     Added: a supervisor with 2,000 requests addressed to them (1,500 supervisor and 500 examiner
 *     requests from 2,000 students, 70% pending), and the prolific researcher's 1,900 works.
 *   - identity: a user per researcher (so signing in with their email through the dev provider
 *     links to the fixture's user id, as identity links a provider-verified email).
 *   - profile: a profile per researcher (its iD, availability, figures), their interests and FoR
 *     codes as the networking read model holds them, an affiliation and an education entry each,
 *     a publication per work the read model holds (1.79 million; `researcher_publications` is the
 *     DOIs their snapshot carried, up to 25 each) and 1,900 for the prolific researcher; the
 *     shared interest list holds the 122 interests held plus a long tail of 60,000 that people
 *     typed (their creators recorded), as a national list grows.
 *   - groups: the seeded groups with 20,000 members for "AI in Teacher Education" down to 50, a
 *     leader or two each, the profile read model (every researcher) and the projects read model.
 *   - projects: 5,000 projects, with one to eight active members each, and the profile read model.
 *   - notifications: the supervisor's 2,000 request notifications (one per request, as
 *     notifications' intake writes them), nothing for anyone else.
 *   - bench.roles: who is who (the prolific researcher, the supervisor, a typical researcher, the
 *     largest group), read by run.ts.
 *
 * What it is not: the services' events are not replayed. Each service migrates its own schema by
 * starting once against the database (its own migration list; no service file is imported), then
 * rows are written straight into its tables in the services' row shapes, with COPY-speed
 * INSERT ... SELECT from the networking read model (the one generator), so the read models look
 * like what their consumers would have written from the same snapshots. Where a service computes
 * a column with code it does not export, this file does the same by hand: projects' `match_terms`
 * (its `projectMatchTerms` stems words; here lower-case words of four letters and more: relevance
 * figures differ, sizes and times hardly) and profile's publication titles and types (made up).
 * The networking read model's `publication_count` stays as its generator drew it (up to 60) while
 * profile holds the works the read model names (up to 25), except for the prolific researcher.
 * Nothing is mailed, no outbox rows are written and no JetStream history exists for the rows.
 */
import pg from 'pg';
import { researchCategoryValues } from '@app/contracts';
import { researchMethods, researchMethodologies } from '@app/contracts/projects/options';
import { freePort, uniqueName } from '@app/service-kit/testing';
import { connect } from 'nats';
import { publishingServices, streamName } from '@app/contracts/events';
import { buildFixture, ensureDatabase, seededRandom } from '../networking/fixture';
import { DEPARTMENTS, INSTITUTIONS, INTERESTS, PUBLICATION_TOPICS } from '../networking/vocabulary';
import { randomItem } from '../lib/random';
import { startSystem, type Ports } from '../../scripts/lib/system';
import { testSystemEnv } from '../../scripts/lib/test-system-env';

export const DEFAULT_NATIONAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_national';
const NETWORKING_SOURCE_URL =
  process.env.BENCH_NETWORKING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_networking';

export const NATIONAL_SIZE = {
  researchers: 100_000,
  connections: 1_000_000,
  projects: 5_000,
  supervisorRequests: 2_000,
  prolificWorks: 1_900,
  interestTail: 60_000,
};

/** Members of each seeded group, largest first ("AI in Teacher Education" is the largest). */
const GROUP_SIZES: Record<string, number> = {
  'AI in Teacher Education': 20_000,
  'Computational Thinking in Primary Schools': 12_000,
  'TPACK in Initial Teacher Education': 8_000,
  'Teacher Confidence in Digital Technologies': 5_000,
  'Girls and Women in Digital Technologies': 3_000,
  'Rural and Remote Technologies Education': 2_000,
  'Data Literacy Across the Curriculum': 1_500,
  'Project-Based Learning in Technologies': 1_000,
  'Robotics and Extended Reality in Classrooms': 700,
  'Assessing Design Thinking and Making': 500,
  'Design and Technologies Curriculum Collective': 300,
  'Makerspaces and School Infrastructure': 200,
  'Technologies Teacher Workforce Pipeline': 100,
  'Professional Identity of Technologies Teachers': 50,
};

/** The services whose schemas the fixture fills; each migrates its own schema when it starts. */
const MIGRATED = ['identity', 'profile', 'projects', 'groups', 'notifications'];

const JOURNALS = [
  'Computers & Education',
  'Australasian Journal of Educational Technology',
  'Teaching and Teacher Education',
  'Journal of Computer Assisted Learning',
  'Australian Journal of Teacher Education',
  'British Journal of Educational Technology',
  'International Journal of Technology and Design Education',
  'Education and Information Technologies',
];
const PUBLICATION_TYPES = [
  'Journal Article',
  'Journal Article',
  'Journal Article',
  'Conference Paper',
  'Book Chapter',
];
const CONTEXTS = [
  'in primary schools',
  'in secondary schools',
  'in rural schools',
  'in initial teacher education',
  'for First Nations students',
  'in early childhood',
  'in vocational education',
  'in higher education',
  'for students with disability',
  'in remote communities',
  'in teacher professional learning',
  'in online learning',
  'in makerspaces',
  'in STEM clubs',
  'in museums',
  'in the middle years',
  'in multilingual classrooms',
  'for gifted students',
  'in pre-service placements',
  'in school leadership',
];

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The networking schema: bench/networking's fixture, copied from its database when it is there
 * (no second build of the same people), else built here by its own code.
 */
async function networkingPart(url: string, log: (s: string) => void): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected benchmark database name "${name}"`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const source = new URL(NETWORKING_SOURCE_URL).pathname.slice(1);
    const copied = await sourceHasFixture()
      .then(async (ok) => {
        if (!ok) return false;
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
        return true;
      })
      .catch((err: Error) => {
        log(`networking: not copied from ${source} (${err.message}); building it`);
        return false;
      });
    if (copied) {
      log(`networking: copied from ${source}`);
      return;
    }
  } finally {
    await admin.end();
  }
  await ensureDatabase(url);
  await buildFixture(
    url,
    { researchers: NATIONAL_SIZE.researchers, connections: NATIONAL_SIZE.connections },
    log,
  );
}

async function sourceHasFixture(): Promise<boolean> {
  const client = new pg.Client({ connectionString: NETWORKING_SOURCE_URL });
  try {
    await client.connect();
    const r = await client.query(
      `SELECT (SELECT count(*) FROM networking.researchers)::int AS researchers,
              (SELECT count(*) FROM networking.academic_connections)::int AS connections`,
    );
    const row = r.rows[0] as { researchers: number; connections: number };
    return row.researchers === NATIONAL_SIZE.researchers && row.connections >= NATIONAL_SIZE.connections;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts each service once against the database, so each runs its own migrations, then stops it. */
async function migrateServices(url: string, log: (s: string) => void): Promise<void> {
  const namespace = uniqueName('bnatmig');
  const ports = { smtp: await freePort() } as Ports;
  for (const name of MIGRATED) ports[name] = await freePort();
  const system = await startSystem({
    env: testSystemEnv({ databaseUrl: url, namespace }),
    ports,
    publicUrl: 'http://localhost:1',
    only: MIGRATED,
    log: (name, _i, line) => {
      if (!line.startsWith('{') || /"level":(50|60)/.test(line)) log(`[${name}] ${line}`);
    },
  });
  await system.stopAll();
  await deleteStreams(namespace);
}

export async function deleteStreams(namespace: string): Promise<void> {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    const jsm = await nc.jetstreamManager();
    for (const s of publishingServices)
      await jsm.streams.delete(streamName(s, namespace)).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** Builds the whole national fixture (dropping the database first). */
export async function buildNationalFixture(url: string, log = console.log): Promise<void> {
  const started = performance.now();
  await networkingPart(url, log);
  log(`networking ready (${seconds(started)})`);
  let t = performance.now();
  await migrateServices(url, log);
  log(`identity, profile, projects, groups and notifications migrated (${seconds(t)})`);
  const db = new pg.Client({ connectionString: url, application_name: 'bench-national-fixture' });
  await db.connect();
  // The networking schema's trigger functions name its tables unqualified, as the service's pool does.
  await db.query('SET search_path TO networking, public');
  const step = async (what: string, sql: string, values: unknown[] = []) => {
    const s = performance.now();
    const r = await db.query(sql, values);
    log(`  ${what}: ${r.rowCount ?? 0} rows (${seconds(s)})`);
  };
  try {
    await db.query('CREATE SCHEMA bench');
    await db.query(
      'CREATE TABLE bench.roles (role text PRIMARY KEY, user_id uuid, profile_id uuid, email text, id uuid)',
    );
    await rolesPart(db);
    t = performance.now();
    await identityPart(step);
    await profilePart(db, step);
    await groupsPart(step);
    await projectsPart(db, step);
    await requestsPart(db, step);
    log(`rows written (${seconds(t)})`);
    t = performance.now();
    for (const schema of ['identity', 'profile', 'groups', 'projects', 'networking', 'notifications'])
      for (const r of (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = $1`, [schema]))
        .rows)
        await db.query(`VACUUM ANALYZE "${schema}"."${(r as { tablename: string }).tablename}"`);
    log(`vacuumed and analysed (${seconds(t)})`);
  } finally {
    await db.end();
  }
  log(`national fixture ready in ${seconds(started)}`);
}

type Step = (what: string, sql: string, values?: unknown[]) => Promise<void>;

/** Who is who: chosen by a hash of their ids, so the same people every build of the same network. */
async function rolesPart(db: pg.Client): Promise<void> {
  await db.query(`
    INSERT INTO bench.roles (role, user_id, profile_id, email)
    SELECT 'prolific', user_id, profile_id, email FROM networking.researchers
     ORDER BY md5(profile_id::text || 'prolific') LIMIT 1`);
  await db.query(`
    INSERT INTO bench.roles (role, user_id, profile_id, email)
    SELECT 'supervisor', user_id, profile_id, email FROM networking.researchers
     WHERE available_for_supervision AND user_id NOT IN (SELECT user_id FROM bench.roles)
     ORDER BY md5(profile_id::text || 'supervisor') LIMIT 1`);
  await db.query(`
    INSERT INTO bench.roles (role, user_id, profile_id, email)
    SELECT 'typical', user_id, profile_id, email FROM networking.researchers
     WHERE cardinality(research_interests) BETWEEN 3 AND 5 AND user_id NOT IN (SELECT user_id FROM bench.roles)
     ORDER BY md5(profile_id::text || 'typical') LIMIT 1`);
}

async function identityPart(step: Step): Promise<void> {
  await step(
    'identity.users',
    `INSERT INTO identity.users (id, email, first_name, last_name, oidc_issuer, oidc_subject, login_count, created_at, updated_at)
     SELECT user_id, email, split_part(name, ' ', 1), nullif(substr(name, strpos(name, ' ') + 1), ''),
            'bench-national-fixture', user_id::text, 1, updated_at, updated_at
       FROM networking.researchers`,
  );
}

async function profilePart(db: pg.Client, step: Step): Promise<void> {
  await step(
    'profile.user_accounts',
    `INSERT INTO profile.user_accounts (user_id, email, first_name, last_name, source_event_at, updated_at)
     SELECT user_id, email, split_part(name, ' ', 1), nullif(substr(name, strpos(name, ' ') + 1), ''), updated_at, updated_at
       FROM networking.researchers`,
  );
  // The generator's iDs repeat after 90,000 researchers: later holders get iDs of their own.
  await step(
    'profile.orcid_profiles',
    `INSERT INTO profile.orcid_profiles (id, user_id, orcid_id, orcid_verified, name, available_for_supervision,
            available_for_examination, accepting_collaborations, last_synced, created_at, updated_at,
            email_visible_to_members, citation_count, h_index, metrics_source, metrics_fetched_at)
     SELECT profile_id, user_id,
            CASE WHEN dup = 1 THEN orcid_id
                 ELSE '0000-0009-' || lpad((n / 10000)::text, 4, '0') || '-' || lpad((n % 10000)::text, 4, '0') END,
            true, name, available_for_supervision, available_for_examination, accepting_collaborations,
            updated_at, updated_at, updated_at, email_visible_to_members, citation_count, h_index, 'openalex', updated_at
       FROM (SELECT r.*, row_number() OVER (PARTITION BY orcid_id ORDER BY profile_id) AS dup,
                    row_number() OVER (ORDER BY profile_id) AS n
               FROM networking.researchers r) numbered`,
  );
  await step(
    'profile.research_interests (held)',
    `INSERT INTO profile.research_interests (name, created_at)
     SELECT DISTINCT ON (lower(i)) i, now() - interval '3 years' FROM networking.researchers, unnest(research_interests) i`,
  );
  // The long tail: what people typed over the years, most of it held by nobody any more.
  const tail: string[] = [];
  for (const institution of INSTITUTIONS)
    for (const context of CONTEXTS)
      for (const interest of INTERESTS) tail.push(`${interest} ${context}, ${institution}`);
  const random = seededRandom(45);
  for (let i = tail.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tail[i], tail[j]] = [tail[j]!, tail[i]!];
  }
  await step(
    'profile.research_interests (typed)',
    `INSERT INTO profile.research_interests (name, created_at, created_by_user_id)
     SELECT t.name, now() - (t.n % 1000) * interval '1 day', people.ids[1 + (t.n * 7919) % cardinality(people.ids)]
       FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n),
            (SELECT array_agg(user_id ORDER BY profile_id) AS ids FROM networking.researchers) people
     ON CONFLICT DO NOTHING`,
    [tail.slice(0, NATIONAL_SIZE.interestTail)],
  );
  await step(
    'profile.profile_research_interests',
    `INSERT INTO profile.profile_research_interests (profile_id, interest_id, position)
     SELECT r.profile_id, ri.id, i.n - 1
       FROM networking.researchers r, unnest(r.research_interests) WITH ORDINALITY AS i(name, n)
       JOIN profile.research_interests ri ON lower(ri.name) = lower(i.name)`,
  );
  await step(
    'profile.profile_for_codes',
    `INSERT INTO profile.profile_for_codes (profile_id, code, position)
     SELECT r.profile_id, c.code, c.n - 1 FROM networking.researchers r, unnest(r.for_codes) WITH ORDINALITY AS c(code, n)`,
  );
  await step(
    'profile.affiliations',
    `INSERT INTO profile.affiliations (profile_id, position, organization, department, role, start_date, is_current)
     SELECT profile_id, 0, coalesce(institution, 'University'), department, position, career_start_year::text, true
       FROM networking.researchers`,
  );
  await step(
    'profile.education',
    `INSERT INTO profile.education (profile_id, position, type, institution, degree, field, end_date)
     SELECT profile_id, 0, 'education', ($1::text[])[1 + abs(hashtext(profile_id::text)) % cardinality($1::text[])],
            'Doctor of Philosophy', 'Education', coalesce(career_start_year, 2000)::text
       FROM networking.researchers`,
    [INSTITUTIONS],
  );
  // The prolific researcher's works: 1,900 in all, in the read model too (their snapshot's DOIs).
  const prolific = (await db.query(`SELECT profile_id FROM bench.roles WHERE role = 'prolific'`)).rows[0] as {
    profile_id: string;
  };
  await step(
    'networking.researcher_publications (prolific)',
    `INSERT INTO networking.researcher_publications (profile_id, doi, year)
     SELECT $1, '10.5555/bench.prolific.' || k, extract(year FROM now())::int - 1 - k % 40
       FROM generate_series(1, $2::int) k
     ON CONFLICT DO NOTHING`,
    [prolific.profile_id, NATIONAL_SIZE.prolificWorks],
  );
  await db.query(
    `DELETE FROM networking.researcher_publications
      WHERE profile_id = $1 AND doi NOT LIKE '10.5555/bench.prolific.%'`,
    [prolific.profile_id],
  );
  await db.query(
    `UPDATE networking.researchers SET publication_count = $2, citation_count = $2 * 31, h_index = 62 WHERE profile_id = $1`,
    [prolific.profile_id, NATIONAL_SIZE.prolificWorks],
  );
  await db.query(`UPDATE profile.orcid_profiles SET citation_count = $2 * 31, h_index = 62 WHERE id = $1`, [
    prolific.profile_id,
    NATIONAL_SIZE.prolificWorks,
  ]);
  await step(
    'profile.publications',
    `INSERT INTO profile.publications (profile_id, position, put_code, title, journal, year, doi, url, type)
     SELECT profile_id, (row_number() OVER (PARTITION BY profile_id ORDER BY year DESC NULLS LAST, doi)) - 1,
            1000000 + row_number() OVER (ORDER BY profile_id, doi),
            'A study of ' || ($1::text[])[1 + abs(hashtext(doi)) % cardinality($1::text[])]
              || ' (' || (1 + abs(hashtext(doi || 'n')) % 9) || ')',
            ($2::text[])[1 + abs(hashtext(doi || 'j')) % cardinality($2::text[])],
            year, doi, 'https://doi.org/' || doi,
            ($3::text[])[1 + abs(hashtext(doi || 't')) % cardinality($3::text[])]
       FROM networking.researcher_publications`,
    [PUBLICATION_TOPICS, JOURNALS, PUBLICATION_TYPES],
  );
}

async function groupsPart(step: Step): Promise<void> {
  await step(
    'groups.profiles',
    `INSERT INTO groups.profiles (profile_id, user_id, name, email, institution, profile_image_url, updated_at, email_visible_to_members)
     SELECT profile_id, user_id, name, email, institution, profile_image_url, updated_at, email_visible_to_members
       FROM networking.researchers`,
  );
  for (const [name, size] of Object.entries(GROUP_SIZES)) {
    await step(
      `groups.research_group_memberships (${name})`,
      `INSERT INTO groups.research_group_memberships (group_id, profile_id, user_id, is_leader, joined_at)
       SELECT g.id, r.profile_id, r.user_id, r.n <= 1 + $2::int / 10000, now() - (r.n % 700) * interval '1 day'
         FROM groups.research_groups g,
              (SELECT profile_id, user_id, row_number() OVER (ORDER BY md5(profile_id::text || $1)) AS n
                 FROM networking.researchers) r
        WHERE g.name = $1 AND r.n <= $2`,
      [name, size],
    );
  }
}

async function projectsPart(db: pg.Client, step: Step): Promise<void> {
  await step(
    'projects.profiles',
    `INSERT INTO projects.profiles (profile_id, user_id, name, email, profile_image_url, research_interests, for_codes, updated_at)
     SELECT profile_id, user_id, name, email, profile_image_url, research_interests, for_codes, updated_at
       FROM networking.researchers`,
  );
  const owners = (
    await db.query(
      `SELECT profile_id, user_id FROM networking.researchers ORDER BY md5(profile_id::text || 'projects') LIMIT $1`,
      [NATIONAL_SIZE.projects],
    )
  ).rows as Array<{ profile_id: string; user_id: string }>;
  const random = seededRandom(5000);
  const pickSome = <T>(items: readonly T[], most: number) => {
    const out = new Set<T>();
    const n = 1 + Math.floor(random() * most);
    while (out.size < n) out.add(randomItem(items, random));
    return [...out];
  };
  const statuses = ['seeking_collaborators', 'seeking_collaborators', 'in_progress', 'completed'];
  const rows = owners.map((owner, i) => {
    const interest = randomItem(INTERESTS, random);
    const context = randomItem(CONTEXTS, random);
    const title = `${interest} ${context}`;
    const description =
      `A ${1 + Math.floor(random() * 3)}-year study of ${randomItem(PUBLICATION_TOPICS, random)} ${context}, ` +
      `led from the ${randomItem(DEPARTMENTS, random)}. We look for collaborators with experience in ` +
      `${randomItem(INTERESTS, random).toLowerCase()} and ${randomItem(INTERESTS, random).toLowerCase()}.`;
    const skillsNeeded = `${randomItem(researchMethods, random)}; ${randomItem(researchMethods, random)}`;
    const matchTerms = [
      ...new Set(
        `${title} ${description} ${skillsNeeded}`
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((w) => w.length >= 4),
      ),
    ];
    const createdAt = new Date(Date.now() - Math.floor(random() * 3 * 365) * 86_400_000).toISOString();
    return {
      id: deterministicUuid(i),
      title,
      description,
      objectives: 'To understand what works, for whom and why.',
      expectedOutputs: 'Journal articles, a practitioner guide and a conference symposium.',
      duration: `${6 * (1 + Math.floor(random() * 6))} months`,
      skillsNeeded,
      categories: pickSome(researchCategoryValues, 3),
      researchMethods: pickSome(researchMethods, 3),
      researchMethodologies: pickSome(researchMethodologies, 2),
      status: randomItem(statuses, random),
      isPublic: random() < 0.9,
      createdBy: owner.profile_id,
      ownerUserId: owner.user_id,
      matchTerms,
      createdAt,
    };
  });
  await step(
    'projects.research_projects',
    `INSERT INTO projects.research_projects (id, title, description, objectives, expected_outputs, duration, skills_needed,
            categories, research_methods, research_methodologies, status, is_public, created_by, owner_user_id,
            match_terms, created_at, updated_at, contact_email)
     SELECT p.id, p.title, p.description, p.objectives, p."expectedOutputs", p.duration, p."skillsNeeded",
            p.categories, p."researchMethods", p."researchMethodologies", p.status, p."isPublic", p."createdBy",
            p."ownerUserId", p."matchTerms", p."createdAt", p."createdAt", NULL
       FROM json_to_recordset($1::json) AS p(id uuid, title text, description text, objectives text,
            "expectedOutputs" text, duration text, "skillsNeeded" text, categories text[], "researchMethods" text[],
            "researchMethodologies" text[], status text, "isPublic" boolean, "createdBy" uuid, "ownerUserId" uuid,
            "matchTerms" text[], "createdAt" timestamptz)`,
    [JSON.stringify(rows)],
  );
  await step(
    'projects.project_members',
    `INSERT INTO projects.project_members (project_id, profile_id, member_user_id, role, status, joined_at)
     SELECT p.id, r.profile_id, r.user_id, 'collaborator', 'active', p.created_at + interval '3 days'
       FROM projects.research_projects p
       CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(p.id::text)) % 8) k
       JOIN (SELECT profile_id, user_id, (row_number() OVER (ORDER BY profile_id)) - 1 AS n
               FROM networking.researchers) r ON r.n = abs(hashtext(p.id::text || k)) % $1
      WHERE r.user_id <> p.owner_user_id
     ON CONFLICT DO NOTHING`,
    [NATIONAL_SIZE.researchers],
  );
  await step(
    'groups.projects',
    `INSERT INTO groups.projects (project_id, title, description, duration, status, categories, is_public, created_at, updated_at)
     SELECT id, title, description, duration, status, categories, is_public, created_at, updated_at FROM projects.research_projects`,
  );
}

/** An id that is the same every build (projects are made in JavaScript, in order). */
function deterministicUuid(i: number): string {
  const hex = (0x45000000 + i).toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

async function requestsPart(db: pg.Client, step: Step): Promise<void> {
  // As bench/networking's fixture writes connections: without the per-row triggers (the live link
  // counts, which pending and declined requests do not change, and the three accepted ones the
  // read model counts again at the next change, which nextval below announces).
  await db.query('BEGIN');
  await db.query('SET LOCAL session_replication_role = replica');
  await step(
    'networking.academic_connections (requests to the supervisor)',
    `INSERT INTO networking.academic_connections (from_user_id, to_user_id, from_profile_id, to_profile_id,
            connection_type, status, metadata, message, created_at, responded_at)
     SELECT s.user_id, sup.user_id, s.profile_id, sup.profile_id,
            CASE WHEN s.n % 4 = 0 THEN 'examiner_request' ELSE 'supervisor_request' END,
            CASE WHEN s.n % 10 < 7 THEN 'pending' WHEN s.n % 10 < 9 THEN 'rejected' ELSE 'accepted' END,
            jsonb_build_object('thesisTitle', 'Teachers and technology ' || ($3::text[])[1 + s.n % cardinality($3::text[])],
                               'researchArea', s.research_interests[1]),
            'I would be grateful if you would consider my request: my thesis builds on your work.',
            now() - s.n * interval '7 hours',
            CASE WHEN s.n % 10 < 7 THEN NULL ELSE now() - s.n * interval '7 hours' + interval '2 days' END
       FROM bench.roles sup,
            (SELECT r.*, row_number() OVER (ORDER BY md5(r.profile_id::text || 'student')) AS n
               FROM networking.researchers r
              WHERE r.user_id NOT IN (SELECT user_id FROM bench.roles)) s
      WHERE sup.role = 'supervisor' AND s.n <= $1
        AND NOT EXISTS (SELECT 1 FROM networking.academic_connections c
                         WHERE c.from_user_id = s.user_id AND c.to_user_id = sup.user_id
                           AND c.connection_type <> 'research_interest' AND c.status = 'pending')
      ORDER BY s.n
      LIMIT $2`,
    [NATIONAL_SIZE.supervisorRequests, NATIONAL_SIZE.supervisorRequests, CONTEXTS],
  );
  await db.query('COMMIT');
  await db.query(`SELECT nextval('networking.network_changes')`);
  await step(
    'notifications.notifications (the supervisor’s requests)',
    `INSERT INTO notifications.notifications (user_id, type, title, message, related_connection_id, link, is_read,
            delivery, source_key, created_at)
     SELECT c.to_user_id, c.connection_type,
            CASE c.connection_type WHEN 'supervisor_request' THEN 'New supervision request' ELSE 'New examiner request' END,
            r.name || ' asked you to ' || CASE c.connection_type WHEN 'supervisor_request' THEN 'supervise' ELSE 'examine' END
              || ' their thesis.',
            c.id, '/', c.status <> 'pending', 'immediate', 'bench-request:' || c.id, c.created_at
       FROM networking.academic_connections c
       JOIN bench.roles sup ON sup.role = 'supervisor' AND c.to_user_id = sup.user_id
       JOIN networking.researchers r ON r.user_id = c.from_user_id
      WHERE c.connection_type <> 'research_interest'`,
  );
  await db.query(`
    INSERT INTO bench.roles (role, id)
    SELECT 'largest-group', id FROM groups.research_groups WHERE name = 'AI in Teacher Education'`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_NATIONAL_DATABASE_URL;
  buildNationalFixture(url).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
