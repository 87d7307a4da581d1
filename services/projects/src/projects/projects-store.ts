import type { Knex } from 'knex';
import type { ProjectRow } from './project-rules';

const COLUMNS = [
  'id',
  'title',
  'description',
  'objectives',
  'expectedOutputs',
  'duration',
  'contactEmail',
  'skillsNeeded',
  'collaboratorTypes',
  'categories',
  'researchMethods',
  'researchMethodologies',
  'fundingRequired',
  'fundingAmount',
  'isPublic',
  'status',
  'createdBy',
  'ownerUserId',
  'matchTerms',
  'createdAt',
  'updatedAt',
] as const;
const P_COLUMNS = COLUMNS.map((c) => `p.${c}`);

/** Browse filters: any of the values within a group, every group given. */
export interface BrowseFilters {
  /** A `to_tsquery` expression (see search-query.ts), or null. */
  searchQuery: string | null;
  categories: string[];
  researchMethods: string[];
  researchMethodologies: string[];
  includeCompleted: boolean;
}

/** What relevance ranking needs of each candidate. */
export interface BrowseCandidate {
  id: string;
  /** Its terms among the viewer's (the others do not count). */
  matchTerms: string[];
  categories: string[];
  createdAt: string;
}

/** Limits `research_projects as p` to what the viewer may see: public, their own, or joined. */
function visibleTo(query: Knex.QueryBuilder, viewerUserId: string | null): Knex.QueryBuilder {
  return query.where((q) => {
    q.where('p.isPublic', true);
    if (viewerUserId) {
      q.orWhere('p.ownerUserId', viewerUserId).orWhereExists((m) =>
        m
          .select('m.id')
          .from('projectMembers as m')
          .whereRaw('?? = ??', ['m.projectId', 'p.id'])
          .where({ 'm.memberUserId': viewerUserId, 'm.status': 'active' }),
      );
    }
  });
}

function browseQuery(db: Knex, viewerUserId: string | null, f: BrowseFilters): Knex.QueryBuilder {
  const q = visibleTo(db('researchProjects as p'), viewerUserId);
  if (!f.includeCompleted) q.whereNot('p.status', 'completed');
  if (f.searchQuery) {
    // A query of stop words only ("the") has no lexemes: it then restricts nothing.
    q.whereRaw("(numnode(to_tsquery('english', ?)) = 0 OR p.search_vector @@ to_tsquery('english', ?))", [
      f.searchQuery,
      f.searchQuery,
    ]);
  }
  if (f.categories.length > 0) q.whereRaw('p.categories && ?::text[]', [f.categories]);
  if (f.researchMethods.length > 0) q.whereRaw('p.research_methods && ?::text[]', [f.researchMethods]);
  if (f.researchMethodologies.length > 0)
    q.whereRaw('p.research_methodologies && ?::text[]', [f.researchMethodologies]);
  return q;
}

export const projectsStore = {
  async insert(
    db: Knex,
    row: Omit<ProjectRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
  ): Promise<ProjectRow> {
    const [created] = await db('researchProjects').insert(row).returning(COLUMNS);
    return created as ProjectRow;
  },

  async update(db: Knex, id: string, patch: Partial<ProjectRow>): Promise<ProjectRow> {
    const [updated] = await db('researchProjects')
      .where({ id })
      .update({ ...patch, updatedAt: db.fn.now() })
      .returning(COLUMNS);
    return updated as ProjectRow;
  },

  /** With `lock`, the row stays locked until the transaction ends (state checks then hold). */
  byId(db: Knex, id: string, opts: { lock?: boolean } = {}): Promise<ProjectRow | undefined> {
    const q = db('researchProjects').select(COLUMNS).where({ id }).first();
    return opts.lock ? q.forUpdate() : q;
  },

  /** The rows of these ids, in the order given. */
  async byIds(db: Knex, ids: string[]): Promise<ProjectRow[]> {
    if (ids.length === 0) return [];
    const rows: ProjectRow[] = await db('researchProjects').select(COLUMNS).whereIn('id', ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ProjectRow => r !== undefined);
  },

  remove(db: Knex, id: string): Promise<number> {
    return db('researchProjects').where({ id }).delete();
  },

  /**
   * Every project a browse could show, with what ranking needs (ranked in memory by relevance): of
   * its terms only those among `viewerTerms`, the only ones a score counts (relevance.ts), so a
   * few short strings a row leave the database instead of every term of every project.
   */
  browseCandidates(
    db: Knex,
    viewerUserId: string | null,
    f: BrowseFilters,
    viewerTerms: string[],
  ): Promise<BrowseCandidate[]> {
    return browseQuery(db, viewerUserId, f).select(
      'p.id',
      db.raw('ARRAY(SELECT t FROM unnest(p.match_terms) t WHERE t = ANY(?::text[])) AS ??', [
        viewerTerms,
        'matchTerms',
      ]),
      'p.categories',
      'p.createdAt',
    );
  },

  /** One page, newest first: the browse order when every relevance score is 0. */
  async browsePage(
    db: Knex,
    viewerUserId: string | null,
    f: BrowseFilters,
    offset: number,
    limit: number,
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      browseQuery(db, viewerUserId, f)
        .select(P_COLUMNS)
        .orderBy([
          { column: 'p.createdAt', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ])
        .offset(offset)
        .limit(limit),
      browseQuery(db, viewerUserId, f).count<Array<{ total: number }>>({ total: '*' }),
    ]);
    return { rows: rows as ProjectRow[], total: Number(counted?.total ?? 0) };
  },

  /**
   * A page of the projects a profile created (matched by profile id, or by user id) that the viewer
   * may see, newest first, and how many there are.
   */
  async byCreator(
    db: Knex,
    viewerUserId: string | null,
    creatorId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const created = () =>
      visibleTo(db('researchProjects as p'), viewerUserId).where((q) =>
        q.where('p.createdBy', creatorId).orWhere('p.ownerUserId', creatorId),
      );
    const [rows, [counted]] = await Promise.all([
      created()
        .select(P_COLUMNS)
        .orderBy([
          { column: 'p.createdAt', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ])
        .offset(page.offset)
        .limit(page.limit),
      created().count<Array<{ total: number }>>({ total: '*' }),
    ]);
    return { rows: rows as ProjectRow[], total: Number(counted?.total ?? 0) };
  },

  /** A user's own projects, locked (account deletion removes them). */
  ownedBy(trx: Knex.Transaction, userId: string): Promise<ProjectRow[]> {
    return trx('researchProjects').select(COLUMNS).where({ ownerUserId: userId }).forUpdate();
  },
};
