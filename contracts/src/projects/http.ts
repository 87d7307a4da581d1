import { z } from 'zod';
import { PersonalDataRows, personalDataRoute } from '../personal-data';
import { IdParams, listPageQuery, OkReply, QueryBoolean, RepeatedQuery } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { textBlock, textLine } from '../plain-text';
import { researchCategories, researchCategoryValues } from '../research-categories';
import { researchMethodologies, researchMethods } from './options';
import { ProjectStatus } from './events';

export const projectLimits = {
  title: 200,
  description: 5000,
  /** Objectives, expected outputs, skills needed, collaborator types. */
  text: 2000,
  /** Duration and funding amount (short free text such as "18 months", "$20,000"). */
  shortText: 200,
  email: 320,
  listItems: 30,
  listItem: 100,
  search: 200,
  pageSize: 100,
} as const;

export const TITLE_AND_DESCRIPTION_REQUIRED = 'Title and description are required';

// ---- The project form (POST /api/research-projects, PUT /api/research-projects/:id) ----

/** Free text: trimmed, blank becomes null; left out stays undefined (an edit then keeps the current value). */
const optionalText = (label: string, max: number, text: typeof textLine = textBlock) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The original client sends lists as JSON text (`'["TPACK"]'`); plain arrays are accepted too. */
function listFromJsonText(value: string[] | string | null): unknown {
  if (value === null) return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    return value; // not JSON: the array check below reports it
  }
}

/** Trimmed, without blanks, each value once (compared case-insensitively, first spelling kept). */
function distinctValues(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const key = v.toLowerCase();
    if (v === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

const textList = (label: string) => {
  const notAList = `${label} must be a list (an array, or JSON text holding one)`;
  return z
    .union([z.array(z.string()), z.string(), z.null()], { error: notAList })
    .transform(listFromJsonText)
    .pipe(
      z
        .array(
          textLine({ error: `${label} must be a list of text values` })
            .trim()
            .max(projectLimits.listItem, {
              error: `Each of the ${label.toLowerCase()} must be at most ${projectLimits.listItem} characters`,
            }),
          { error: notAList },
        )
        .transform(distinctValues)
        .refine((list) => list.length <= projectLimits.listItems, {
          error: `Choose at most ${projectLimits.listItems} ${label.toLowerCase()}`,
        }),
    );
};

const categoryByKey = new Map(researchCategoryValues.map((c) => [c.toLowerCase(), c]));

/** Categories are the ten research categories, matched case-insensitively and stored as written there. */
const categoryList = textList('Categories').transform((list, ctx) => {
  const out: string[] = [];
  for (const value of list) {
    const category = categoryByKey.get(value.toLowerCase());
    if (!category) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `Unknown category: ${value}. Choose from the ten research categories.`,
      });
      return z.NEVER;
    }
    out.push(category);
  }
  return out;
});

const ProjectFields = z.object({
  title: textLine({ error: 'Title must be text' })
    .trim()
    .max(projectLimits.title, { error: `Title must be at most ${projectLimits.title} characters` })
    .nullish(),
  description: textBlock({ error: 'Description must be text' })
    .trim()
    .max(projectLimits.description, {
      error: `Description must be at most ${projectLimits.description} characters`,
    })
    .nullish(),
  objectives: optionalText('Objectives', projectLimits.text),
  expectedOutputs: optionalText('Expected outputs', projectLimits.text),
  duration: optionalText('Duration', projectLimits.shortText, textLine),
  contactEmail: optionalText('Contact email', projectLimits.email, textLine).pipe(
    z.email({ error: 'Contact email must be a valid email address' }).nullish(),
  ),
  skillsNeeded: optionalText('Skills needed', projectLimits.text),
  collaboratorTypes: optionalText('Collaborator types', projectLimits.text),
  categories: categoryList.optional(),
  researchMethods: textList('Research methods').optional(),
  researchMethodologies: textList('Research methodologies').optional(),
  fundingRequired: z.boolean({ error: 'Funding required must be true or false' }).optional(),
  fundingAmount: optionalText('Funding amount', projectLimits.shortText, textLine),
  isPublic: z.boolean({ error: 'Public (isPublic) must be true or false' }).optional(),
});

/**
 * The project form. Title and description are required (one message for either). Other fields
 * left out take their defaults on create and keep their current values on edit; null or blank
 * clears them. A status sent here is ignored: it changes only through `/complete`.
 */
export const ProjectBody = ProjectFields.nullish().transform((body, ctx) => {
  if (!body?.title || !body.description) {
    ctx.issues.push({ code: 'custom', input: body, path: [], message: TITLE_AND_DESCRIPTION_REQUIRED });
    return z.NEVER;
  }
  return { ...body, title: body.title, description: body.description };
});
export type ProjectBody = z.infer<typeof ProjectBody>;
/** What the form sends (lists as arrays or JSON text). */
export type ProjectBodyInput = NonNullable<z.input<typeof ProjectBody>>;

export const CreateProjectBody = ProjectBody;
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;
export const UpdateProjectBody = ProjectBody;
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;

// ---- Responses ----

export const ProjectMemberStatus = z.enum(['invited', 'active', 'left']);
export type ProjectMemberStatus = z.infer<typeof ProjectMemberStatus>;

/** A membership record (spec: id, role, joinedAt). */
export const ProjectMembership = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  profileId: z.uuid(),
  role: z.string(),
  status: ProjectMemberStatus,
  joinedAt: z.string(),
});
export type ProjectMembership = z.infer<typeof ProjectMembership>;

/** The project's lead as the screens show them; null when their profile no longer exists. */
export const CreatorProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  biography: z.string().nullable(),
});
export type CreatorProfile = z.infer<typeof CreatorProfile>;

/** A research project as every list and the detail read it. */
export const ProjectResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  objectives: z.string().nullable(),
  expectedOutputs: z.string().nullable(),
  duration: z.string().nullable(),
  contactEmail: z.string().nullable(),
  skillsNeeded: z.string().nullable(),
  collaboratorTypes: z.string().nullable(),
  categories: z.array(z.string()).max(projectLimits.listItems),
  researchMethods: z.array(z.string()).max(projectLimits.listItems),
  researchMethodologies: z.array(z.string()).max(projectLimits.listItems),
  fundingRequired: z.boolean(),
  fundingAmount: z.string().nullable(),
  isPublic: z.boolean(),
  status: ProjectStatus,
  /** The creator's profile id. */
  createdBy: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 0-100: how well the project matches the caller's research interests and FoR codes (0 signed out). */
  relevanceScore: z.number().int().min(0).max(100),
  creatorProfile: CreatorProfile.nullable(),
  /** Active members, not counting the owner. */
  collaboratorCount: z.number().int().nonnegative(),
});
export type ProjectResponse = z.infer<typeof ProjectResponse>;

/** `GET /api/research-projects/:id`: the project and the caller's own active membership, if any. */
/** What a project lists (categories, methods, methodologies): at most 30 of each, as the form takes. */
const projectListFieldBounds = Object.fromEntries(
  (['categories', 'researchMethods', 'researchMethodologies'] as const).map((field) => [
    field,
    { fixed: { max: projectLimits.listItems, why: 'a project lists at most 30 of each' } },
  ]),
);
export const ProjectDetailResponse = ProjectResponse.extend({ membership: ProjectMembership.nullable() });
export type ProjectDetailResponse = z.infer<typeof ProjectDetailResponse>;

/**
 * A page of a person's projects, memberships or a project's collaborators: `limit` (default 50,
 * at most 100) and `offset`; the total comes in the X-Total-Count header, the body stays the spec's array.
 */
export const PROJECT_LIST_MAX_LIMIT = 100;
export const PROJECT_LIST_DEFAULT_LIMIT = 50;
const projectListBound = { paged: { maxLimit: PROJECT_LIST_MAX_LIMIT } } as const;
export const ProjectPageQuery = listPageQuery(PROJECT_LIST_MAX_LIMIT, PROJECT_LIST_DEFAULT_LIMIT);
export type ProjectPageQuery = z.infer<typeof ProjectPageQuery>;

/** `GET /api/research-projects?createdBy=`: a page of the projects a profile created, newest first. */
export const ProjectListQuery = ProjectPageQuery.extend({
  createdBy: z.uuid({ error: 'The createdBy parameter must be a profile id' }),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;
export const ProjectListResponse = z.array(ProjectResponse).max(PROJECT_LIST_MAX_LIMIT);
export type ProjectListResponse = z.infer<typeof ProjectListResponse>;

/** `GET /api/research-projects/relevance`: the browse tab. Filters are any-of within a group, all groups combined. */
export const ProjectBrowseQuery = z.object({
  /** Matches title, description and skills needed (word prefixes, English stemming). */
  search: z
    .string()
    .trim()
    .max(projectLimits.search, { error: `Search must be at most ${projectLimits.search} characters` })
    .optional(),
  categories: RepeatedQuery,
  researchMethods: RepeatedQuery,
  researchMethodologies: RepeatedQuery,
  includeCompleted: QueryBoolean.optional().default(false),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page starts at 1' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int({ error: 'Page size must be a whole number' })
    .min(1, { error: 'Page size must be at least 1' })
    .max(projectLimits.pageSize, { error: `Page size must be at most ${projectLimits.pageSize}` })
    .default(20),
});
export type ProjectBrowseQuery = z.infer<typeof ProjectBrowseQuery>;

export const ProjectBrowseResponse = z.object({
  projects: z.array(ProjectResponse).max(projectLimits.pageSize),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ProjectBrowseResponse = z.infer<typeof ProjectBrowseResponse>;

/** `GET /api/research-projects/my-memberships`: a page of the projects the caller joined (not those they own). */
export const MyMembershipProject = ProjectResponse.extend({
  isJoinedProject: z.literal(true),
  membership: ProjectMembership,
});
export type MyMembershipProject = z.infer<typeof MyMembershipProject>;
export const MyMembershipsResponse = z.array(MyMembershipProject).max(PROJECT_LIST_MAX_LIMIT);
export type MyMembershipsResponse = z.infer<typeof MyMembershipsResponse>;

/** `GET /api/research-projects/:id/membership`: the caller's active membership, or null. */
export const MembershipResponse = z.object({ membership: ProjectMembership.nullable() });
export type MembershipResponse = z.infer<typeof MembershipResponse>;

/** A collaborator on `GET /api/research-projects/:id/members` (a page of the active members, newest first). */
export const CollaboratorEntry = z.object({
  member: z.object({
    /** Null when the member's profile no longer exists. */
    name: z.string().nullable(),
    biography: z.string().nullable(),
    profileId: z.uuid(),
    userId: z.uuid(),
    profileImageUrl: z.string().nullable(),
  }),
  membershipInfo: z.object({ id: z.uuid(), role: z.string(), joinedAt: z.string() }),
});
export type CollaboratorEntry = z.infer<typeof CollaboratorEntry>;
export const ProjectMembersResponse = z.array(CollaboratorEntry).max(PROJECT_LIST_MAX_LIMIT);
export type ProjectMembersResponse = z.infer<typeof ProjectMembersResponse>;

/**
 * The roles a person can join a project with. Spec 2 §4 and §6: joining sends the role
 * collaborator; the owner is whoever created the project, never a role one joins as. A joiner
 * choosing their own role ("owner", "principal investigator") would have it shown to everyone.
 */
export const joinRoles = ['collaborator'] as const;
export const JOIN_ROLE_MESSAGE = 'Members join a project as collaborator';

/** `POST /api/research-projects/:id/join`: the role defaults to collaborator, the only one a project defines. */
export const JoinProjectBody = z
  .object({
    role: z
      .string({ error: JOIN_ROLE_MESSAGE })
      .trim()
      .toLowerCase()
      .pipe(z.enum(joinRoles, { error: JOIN_ROLE_MESSAGE }))
      .default('collaborator'),
  })
  .nullish()
  .transform((body) => body ?? { role: 'collaborator' });
export type JoinProjectBody = z.infer<typeof JoinProjectBody>;

export const JoinProjectResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  membership: ProjectMembership,
});
export type JoinProjectResponse = z.infer<typeof JoinProjectResponse>;

/** `GET /api/research-projects/options`: the fixed lists of the form and the filters. */
export const ProjectOptionsResponse = z.object({
  categories: z
    .array(z.object({ value: z.string(), description: z.string() }))
    .max(researchCategories.length),
  researchMethods: z.array(z.string()).max(researchMethods.length),
  researchMethodologies: z.array(z.string()).max(researchMethodologies.length),
});
export type ProjectOptionsResponse = z.infer<typeof ProjectOptionsResponse>;

/**
 * Every projects endpoint (see `defineRoute`). Browsing is public (public projects only);
 * proposing, joining and managing need a signed-in user.
 */
export const projectsRoutes = {
  options: defineRoute({
    method: 'GET',
    path: '/api/research-projects/options',
    auth: 'public',
    bounded: {
      fields: {
        categories: { fixed: { max: researchCategories.length, why: 'the ten research categories' } },
        researchMethods: {
          fixed: { max: researchMethods.length, why: 'the research methods the form offers' },
        },
        researchMethodologies: {
          fixed: { max: researchMethodologies.length, why: 'the methodologies the form offers' },
        },
      },
    },
    response: { 200: ProjectOptionsResponse },
  }),
  browse: defineRoute({
    method: 'GET',
    path: '/api/research-projects/relevance',
    auth: 'public',
    query: ProjectBrowseQuery,
    bounded: { fields: { projects: { paged: { maxLimit: projectLimits.pageSize } } } },
    response: { 200: ProjectBrowseResponse },
  }),
  listByCreator: defineRoute({
    method: 'GET',
    path: '/api/research-projects',
    auth: 'public',
    query: ProjectListQuery,
    bounded: projectListBound,
    response: { 200: ProjectListResponse },
  }),
  myMemberships: defineRoute({
    method: 'GET',
    path: '/api/research-projects/my-memberships',
    auth: 'user',
    query: ProjectPageQuery,
    bounded: projectListBound,
    response: { 200: MyMembershipsResponse },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/research-projects/:id',
    auth: 'public',
    params: IdParams,
    bounded: { fields: projectListFieldBounds },
    response: { 200: ProjectDetailResponse },
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/research-projects/:id/members',
    auth: 'public',
    params: IdParams,
    query: ProjectPageQuery,
    bounded: projectListBound,
    response: { 200: ProjectMembersResponse },
  }),
  membership: defineRoute({
    method: 'GET',
    path: '/api/research-projects/:id/membership',
    auth: 'user',
    params: IdParams,
    response: { 200: MembershipResponse },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/research-projects',
    auth: 'user',
    body: CreateProjectBody,
    response: { 201: ProjectResponse },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/research-projects/:id',
    auth: 'user',
    ownerOnly: true,
    params: IdParams,
    body: UpdateProjectBody,
    response: { 200: ProjectResponse },
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/research-projects/:id/join',
    auth: 'user',
    params: IdParams,
    body: JoinProjectBody,
    response: { 200: JoinProjectResponse },
  }),
  complete: defineRoute({
    method: 'PATCH',
    path: '/api/research-projects/:id/complete',
    auth: 'user',
    ownerOnly: true,
    params: IdParams,
    response: { 200: ProjectResponse },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/research-projects/:id',
    auth: 'user',
    ownerOnly: true,
    params: IdParams,
    response: { 200: OkReply },
  }),
  leave: defineRoute({
    method: 'DELETE',
    path: '/api/research-projects/:id/leave',
    auth: 'user',
    params: IdParams,
    response: { 200: OkReply },
  }),
} satisfies RouteDefinitions;

// ---- Personal data (APP 12: a person takes their data with them) ----

/** What projects holds about a person: their profile copy, the projects they lead and their memberships. */
export const ProjectsPersonalData = z.object({
  profiles: PersonalDataRows,
  projectsLed: PersonalDataRows,
  memberships: PersonalDataRows,
});
export type ProjectsPersonalData = z.infer<typeof ProjectsPersonalData>;

/** Projects' internal routes: service to service only; the gateway never forwards `/internal`. */
export const projectsInternalRoutes = {
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(ProjectsPersonalData),
};
