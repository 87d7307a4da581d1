import { z } from 'zod';
import { PersonalDataRow, PersonalDataRows, personalDataRoute } from '../personal-data';
import { IdParams, OkReply, QueryBoolean, RepeatedQuery } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { textBlock, textLine } from '../plain-text';
import { CitationMetrics } from '../profile/citation-metrics';
import { RecentPublication } from '../profile/events';
import { ConnectionStatus, ConnectionType } from './events';
import { MAX_MATCH_REASONS, MatchReason } from './match-reasons';

export { CONFLICTS_HIDDEN_HEADER, TOTAL_COUNT_HEADER, UNMATCHED_HIDDEN_HEADER } from './headers';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** What a connection or request carries besides its message (thesis details for PhD requests). */
export const ConnectionMetadata = z.object({
  thesisTitle: z.string().optional(),
  researchArea: z.string().optional(),
  researchInterests: z.array(z.string()).optional(),
  proposedProject: z.string().optional(),
  message: z.string().optional(),
});
export type ConnectionMetadata = z.infer<typeof ConnectionMetadata>;

/** One row of academic_connections, as created, answered or returned by the write calls. */
export const AcademicConnection = z.object({
  id: z.uuid(),
  fromUserId: z.uuid(),
  toUserId: z.uuid(),
  fromProfileId: z.uuid().nullable(),
  toProfileId: z.uuid().nullable(),
  connectionType: ConnectionType,
  /** 'rejected' is what the screens call declined. */
  status: ConnectionStatus,
  strength: z.number().int(),
  metadata: ConnectionMetadata,
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type AcademicConnection = z.infer<typeof AcademicConnection>;

/** FoR codes: 2 (division), 4 (group) or 6 (field) digits. */
export const ForCodeQuery = RepeatedQuery.pipe(
  z.array(z.string().regex(/^\d{2}(?:\d{2}){0,2}$/, 'FoR codes have 2, 4 or 6 digits')).max(50),
);

/** A page of someone's connections or requests: a senior researcher's run to thousands. */
export const PERSONAL_LIST_MAX_LIMIT = 100;
export const PERSONAL_LIST_DEFAULT_LIMIT = 50;

// ---------------------------------------------------------------------------------------------
// Connections: /api/academic-connections*, /api/academic-requests/clear
// ---------------------------------------------------------------------------------------------

/**
 * `POST /api/academic-connections`: connect with a researcher by their profile id, or by user id
 * when they have no profile yet. The Connect button sends no message.
 */
export const CreateConnectionBody = z
  .object({
    targetProfileId: z.uuid({ message: 'targetProfileId must be a UUID' }).optional(),
    targetUserId: z.uuid({ message: 'targetUserId must be a UUID' }).optional(),
    message: textBlock().trim().max(2000, 'Message must be at most 2000 characters').nullable().optional(),
  })
  .refine((b) => Boolean(b.targetProfileId) !== Boolean(b.targetUserId), {
    message: 'Give either targetProfileId or targetUserId',
  });
export type CreateConnectionBody = z.infer<typeof CreateConnectionBody>;

/**
 * 201 with the new pending request; or 200 when the other person had already asked: their request
 * is accepted instead (`acceptedExistingRequest: true`, status 'accepted').
 */
export const CreateConnectionResponse = AcademicConnection.extend({
  acceptedExistingRequest: z.boolean(),
});
export type CreateConnectionResponse = z.infer<typeof CreateConnectionResponse>;

/** `POST /api/academic-connections/:id/respond` (the dashboard). */
export const RespondToConnectionBody = z.object({
  response: z.enum(['accepted', 'rejected'], { message: "response must be 'accepted' or 'rejected'" }),
});
export type RespondToConnectionBody = z.infer<typeof RespondToConnectionBody>;

/** `GET /api/academic-connections`: my accepted connections (all three kinds), newest first. */
export const MyConnection = z.object({
  /** The connection's id (what DELETE /api/academic-connections/:id takes). */
  id: z.uuid(),
  userId: z.uuid(),
  profileId: z.uuid().nullable(),
  name: z.string(),
  position: z.string().nullable(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  researchInterests: z.array(z.string()),
  connectionType: ConnectionType,
  connectedAt: z.string(),
});
export type MyConnection = z.infer<typeof MyConnection>;
export const MyConnectionsResponse = z.array(MyConnection).max(PERSONAL_LIST_MAX_LIMIT);
export type MyConnectionsResponse = z.infer<typeof MyConnectionsResponse>;

/**
 * `GET /api/academic-connections/requests`: every request involving me, both directions, newest
 * first. The duplicated names (requesterName/fromName, createdAt/requestedAt...) are those the
 * screens read.
 */
export const ConnectionRequest = z.object({
  id: z.uuid(),
  fromUserId: z.uuid(),
  toUserId: z.uuid(),
  fromProfileId: z.uuid().nullable(),
  toProfileId: z.uuid().nullable(),
  fromProfile: z.object({ name: z.string(), email: z.string().nullable() }),
  toProfile: z.object({
    userId: z.uuid(),
    profileId: z.uuid().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    institution: z.string().nullable(),
  }),
  requesterName: z.string(),
  fromName: z.string(),
  requesterEmail: z.string().nullable(),
  fromEmail: z.string().nullable(),
  requesterInstitution: z.string().nullable(),
  fromInstitution: z.string().nullable(),
  isOutgoing: z.boolean(),
  connectionType: ConnectionType,
  status: ConnectionStatus,
  createdAt: z.string(),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  message: z.string().nullable(),
  requestMessage: z.string().nullable(),
  thesisTitle: z.string().nullable(),
  researchArea: z.string().nullable(),
  metadata: ConnectionMetadata,
});
export type ConnectionRequest = z.infer<typeof ConnectionRequest>;
export const ConnectionRequestsResponse = z.array(ConnectionRequest).max(PERSONAL_LIST_MAX_LIMIT);
export type ConnectionRequestsResponse = z.infer<typeof ConnectionRequestsResponse>;

/** `DELETE /api/academic-requests/clear`: requests to me that were pending or declined are removed. */
export const ClearRequestsResponse = z.object({
  success: z.literal(true),
  removed: z.number().int().nonnegative(),
  message: z.string(),
});
export type ClearRequestsResponse = z.infer<typeof ClearRequestsResponse>;

// ---------------------------------------------------------------------------------------------
// Discovery: GET /api/academic-connections/similar
// ---------------------------------------------------------------------------------------------

/** The furthest a list may be paged (load more): far beyond what anyone reads, a bound on the work. */
export const MAX_LIST_OFFSET = 1000;
const ListOffset = z.coerce
  .number()
  .int()
  .min(0, `offset must be between 0 and ${MAX_LIST_OFFSET}`)
  .max(MAX_LIST_OFFSET, `offset must be between 0 and ${MAX_LIST_OFFSET}`)
  .default(0);

/**
 * An examiner must not have co-published with the candidate in this many years back (and in the
 * current year), nor ever supervised them.
 */
export const CO_PUBLICATION_YEARS = 5;

/** How many results of a finder search a signed-out visitor may see: enough to find someone, not to harvest. */
export const ANONYMOUS_FINDER_LIMIT = 10;

/**
 * Filters and paging (spec 1 §5 filters, applied by the server): `search` matches name,
 * institution or an interest; `forCodes` by the FoR hierarchy; researchers sharing nothing with
 * the viewer are left out unless `includeUnmatched`.
 */
/** The longest keyword the finders and Discover take (the web's search box stops there too). */
export const SEARCH_MAX = 200;
const SearchKeyword = z.string().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`);

export const SimilarResearchersQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(50),
  offset: ListOffset,
  search: SearchKeyword.default(''),
  forCodes: ForCodeQuery,
  includeUnmatched: QueryBoolean.optional().default(false),
});
export type SimilarResearchersQuery = z.infer<typeof SimilarResearchersQuery>;

/**
 * Where I stand with a researcher. 'not_possible_yet': I may not send them a connection request
 * for now (they declined my last one recently). It says no more than that: never that they
 * declined, nor until when.
 */
export const ConnectionStatusForViewer = z.enum([
  'connected',
  'pending_sent',
  'pending_received',
  'not_possible_yet',
  'none',
]);
export type ConnectionStatusForViewer = z.infer<typeof ConnectionStatusForViewer>;

export const SimilarResearcher = z.object({
  /** The researcher's profile id. */
  id: z.uuid(),
  userId: z.uuid(),
  orcidId: z.string().nullable(),
  name: z.string(),
  position: z.string().nullable(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  researchInterests: z.array(z.string()),
  classificationCodes: z.array(z.string()),
  /** 0..1; see the networking service README for the formula. */
  matchScore: z.number().min(0).max(1),
  /** What we share, strongest first (at most three; none for a researcher sharing nothing). */
  matchReasons: z.array(MatchReason).max(MAX_MATCH_REASONS).optional(),
  connectionStatus: ConnectionStatusForViewer,
  /** The research-interest connection between us (to accept, decline or remove it), if any. */
  connectionId: z.uuid().nullable(),
  publicationCount: z.number().int(),
  citationCount: z.number().int(),
  hIndex: z.number().int(),
  /** Citation figures with their source and date; null: no citation data. */
  citationMetrics: CitationMetrics.nullable().optional(),
});
export type SimilarResearcher = z.infer<typeof SimilarResearcher>;
export const SimilarResearchersResponse = z.array(SimilarResearcher).max(100);
export type SimilarResearchersResponse = z.infer<typeof SimilarResearchersResponse>;

// ---------------------------------------------------------------------------------------------
// Finders: GET /api/phd-supervisors, GET /api/phd-examiners (public)
// ---------------------------------------------------------------------------------------------

export const FinderQuery = z.object({
  search: SearchKeyword.optional(),
  forCodes: ForCodeQuery,
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(10),
  offset: ListOffset,
});
export type FinderQuery = z.infer<typeof FinderQuery>;

// ---------------------------------------------------------------------------------------------
// A person's own lists: connections, requests (paged, newest first, total in TOTAL_COUNT_HEADER)
// ---------------------------------------------------------------------------------------------

/** The most people a list can be narrowed to at once (a page of finder cards). */
export const PERSONAL_LIST_MAX_PEOPLE = 50;

const personalListQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be between 1 and ${PERSONAL_LIST_MAX_LIMIT}`)
    .max(PERSONAL_LIST_MAX_LIMIT, `limit must be between 1 and ${PERSONAL_LIST_MAX_LIMIT}`)
    .default(PERSONAL_LIST_DEFAULT_LIMIT),
  offset: ListOffset,
  /** Part of the other person's name, any case. */
  search: SearchKeyword.trim().optional(),
  /** Only rows with these people (their user or profile ids): whether I am connected to, or asked, them. */
  people: RepeatedQuery.pipe(
    z
      .array(z.uuid('people must be user or profile ids'))
      .max(PERSONAL_LIST_MAX_PEOPLE, `people takes at most ${PERSONAL_LIST_MAX_PEOPLE} ids`),
  ),
};

/** `GET /api/academic-connections`: a page of my accepted connections. */
export const MyConnectionsQuery = z.object(personalListQuery);
export type MyConnectionsQuery = z.infer<typeof MyConnectionsQuery>;

/** `GET /api/academic-connections/requests`: a page of requests, both directions unless narrowed. */
export const ConnectionRequestsQuery = z.object({
  ...personalListQuery,
  direction: z
    .enum(['incoming', 'outgoing'], { error: "direction must be 'incoming' or 'outgoing'" })
    .optional(),
  type: ConnectionType.optional(),
  /** One status or several (`?status=pending&status=rejected`). */
  status: RepeatedQuery.pipe(z.array(ConnectionStatus).max(3)),
  /** Only this request (a notification's): whether it is still there, and its state. */
  id: z.uuid('id must be a request id').optional(),
});
export type ConnectionRequestsQuery = z.infer<typeof ConnectionRequestsQuery>;

/** `GET /api/phd-supervisor-requests` and `/api/phd-examiner-requests`: a page of mine. */
export const OutgoingRequestsQuery = z.object({
  ...personalListQuery,
  status: z
    .enum(['pending', 'accepted', 'declined'], {
      error: "status must be 'pending', 'accepted' or 'declined'",
    })
    .optional(),
});
export type OutgoingRequestsQuery = z.infer<typeof OutgoingRequestsQuery>;

export const SupervisorResult = z.object({
  /** The researcher's profile id. */
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  matchScore: z.number().min(0).max(1),
  researchInterests: z.array(z.string()),
  classificationCodes: z.array(z.string()),
});
export type SupervisorResult = z.infer<typeof SupervisorResult>;
export const SupervisorResultsResponse = z.array(SupervisorResult).max(50);
export type SupervisorResultsResponse = z.infer<typeof SupervisorResultsResponse>;

export const ExaminerResult = z.object({
  /** The researcher's profile id. */
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  institution: z.string().nullable(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  matchScore: z.number().min(0).max(1),
  researchInterests: z.array(z.string()),
  classificationCodes: z.array(z.string()),
  /** Years since the first publication or affiliation; null when unknown. */
  yearsExperience: z.number().int().nullable(),
  recentPublications: z.array(RecentPublication),
  availableForExamination: z.boolean(),
  /** Citation figures with their source and date; null: no citation data. */
  citationMetrics: CitationMetrics.nullable().optional(),
});
export type ExaminerResult = z.infer<typeof ExaminerResult>;
export const ExaminerResultsResponse = z.array(ExaminerResult).max(50);
export type ExaminerResultsResponse = z.infer<typeof ExaminerResultsResponse>;

// ---------------------------------------------------------------------------------------------
// Supervisor and examiner requests
// ---------------------------------------------------------------------------------------------

const required = (message: string, max: number, label: string, text: typeof textLine = textLine) =>
  text({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** `POST /api/phd-supervisor-requests`. supervisorId is the supervisor's profile id (or user id). */
export const CreateSupervisorRequestBody = z.object({
  supervisorId: z.uuid({ error: 'supervisorId must be a UUID' }),
  thesisTitle: required('Thesis title is required', 500, 'Thesis title'),
  researchArea: required('Research area is required', 300, 'Research area'),
  message: textBlock({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type CreateSupervisorRequestBody = z.infer<typeof CreateSupervisorRequestBody>;

/** `POST /api/phd-examiner-requests`: all three fields required. examinerId: profile id (or user id). */
export const CreateExaminerRequestBody = z.object({
  examinerId: z.uuid({ error: 'examinerId must be a UUID' }),
  thesisTitle: required('Thesis title is required', 500, 'Thesis title'),
  researchArea: required('Research area is required', 300, 'Research area'),
  message: required('Message is required', 5000, 'Message', textBlock),
});
export type CreateExaminerRequestBody = z.infer<typeof CreateExaminerRequestBody>;

export const OutgoingRequestStatus = z.enum(['pending', 'accepted', 'declined']);
export type OutgoingRequestStatus = z.infer<typeof OutgoingRequestStatus>;

/** `GET /api/phd-supervisor-requests` items (and the answer to creating one). */
export const OutgoingSupervisorRequest = z.object({
  id: z.uuid(),
  /** The supervisor's profile id. */
  supervisorId: z.uuid().nullable(),
  supervisorUserId: z.uuid(),
  supervisorName: z.string(),
  supervisorEmail: z.string().nullable(),
  supervisorInstitution: z.string().nullable(),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  status: OutgoingRequestStatus,
  thesisTitle: z.string(),
  researchArea: z.string(),
  requestMessage: z.string(),
});
export type OutgoingSupervisorRequest = z.infer<typeof OutgoingSupervisorRequest>;
export const OutgoingSupervisorRequestsResponse = z
  .array(OutgoingSupervisorRequest)
  .max(PERSONAL_LIST_MAX_LIMIT);
export type OutgoingSupervisorRequestsResponse = z.infer<typeof OutgoingSupervisorRequestsResponse>;

/** `GET /api/phd-examiner-requests` items (and the answer to creating one). */
export const OutgoingExaminerRequest = z.object({
  id: z.uuid(),
  /** The examiner's profile id. */
  examinerId: z.uuid().nullable(),
  examinerUserId: z.uuid(),
  examinerName: z.string(),
  examinerEmail: z.string().nullable(),
  examinerInstitution: z.string().nullable(),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  status: OutgoingRequestStatus,
  thesisTitle: z.string(),
  researchArea: z.string(),
  requestMessage: z.string(),
});
export type OutgoingExaminerRequest = z.infer<typeof OutgoingExaminerRequest>;
export const OutgoingExaminerRequestsResponse = z.array(OutgoingExaminerRequest).max(PERSONAL_LIST_MAX_LIMIT);
export type OutgoingExaminerRequestsResponse = z.infer<typeof OutgoingExaminerRequestsResponse>;

// ---------------------------------------------------------------------------------------------
// Network graph: GET /api/researchers/network, GET /api/researchers/network/connections
// ---------------------------------------------------------------------------------------------

export const NetworkEdgeType = z.enum([
  'collaboration',
  'project_collaboration',
  'examination',
  'research_group',
]);
export type NetworkEdgeType = z.infer<typeof NetworkEdgeType>;

/** A researcher's links per type in the whole network (not only among the researchers shown). */
export const NetworkDegrees = z.object({
  total: z.number().int().nonnegative(),
  collaboration: z.number().int().nonnegative(),
  project_collaboration: z.number().int().nonnegative(),
  examination: z.number().int().nonnegative(),
  research_group: z.number().int().nonnegative(),
});
export type NetworkDegrees = z.infer<typeof NetworkDegrees>;

export const NetworkNode = z.object({
  /** The researcher's profile id (edges name these). */
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  /** 'Unknown Institution' when the profile names none. */
  institution: z.string(),
  /** The first three research areas (what Node Details shows), and how many there are in all. */
  researchInterests: z.array(z.string()).max(3),
  researchInterestCount: z.number().int().nonnegative(),
  publicationCount: z.number().int(),
  profileImageUrl: z.string().nullable(),
  connections: NetworkDegrees,
});
export type NetworkNode = z.infer<typeof NetworkNode>;
export const networkLimits = {
  /** Researchers in one answer when the page asks for no other number. */
  defaultNodes: 2000,
  maxNodes: 5000,
  /** Edges among them, the strongest first: a clique of a big group would otherwise be millions. */
  maxEdges: 30_000,
  searchLength: 200,
} as const;

export const NetworkNodesResponse = z.array(NetworkNode).max(networkLimits.maxNodes);
export type NetworkNodesResponse = z.infer<typeof NetworkNodesResponse>;

/** Spec thresholds of the filter: more than 10 connections; more than 25 publications. */
export const NetworkFilter = z.enum(['high-connections', 'prolific']);
export type NetworkFilter = z.infer<typeof NetworkFilter>;

/**
 * Which researchers the network page shows: the best-connected (by the chosen types) of those who
 * match, at most `limit`. Both network calls take the same query and agree on who is shown.
 */
export const NetworkQuery = z.object({
  /** Name, institution or research area, case-insensitive, anywhere in the network. */
  search: z
    .string()
    .trim()
    .max(networkLimits.searchLength, {
      error: `Search must be at most ${networkLimits.searchLength} characters`,
    })
    .optional(),
  filter: NetworkFilter.optional(),
  /** Comma-separated connection types (all four when absent). */
  types: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return [...NetworkEdgeType.options];
      const types = v.split(',').map((t) => t.trim());
      const unknown = types.filter((t) => !NetworkEdgeType.options.includes(t as NetworkEdgeType));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown connection type: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(types)] as NetworkEdgeType[];
    }),
  /** A researcher's profile id: their network, `depth` links out. */
  focus: z.uuid({ error: 'focus must be a profile id' }).optional(),
  depth: z.coerce
    .number()
    .int()
    .min(1, { error: 'depth must be 1 or 2' })
    .max(2, { error: 'depth must be 1 or 2' })
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be at least 1' })
    .max(networkLimits.maxNodes, { error: `limit must be at most ${networkLimits.maxNodes}` })
    .default(networkLimits.defaultNodes),
});
export type NetworkQuery = z.infer<typeof NetworkQuery>;

/** The whole network's figures, by the spec's formulas, and per connection type. */
export const NetworkStatistics = z.object({
  researchers: z.number().int().nonnegative(),
  connections: z.number().int().nonnegative(),
  /** edges * 2 / nodes, to one decimal. */
  averageConnections: z.number().nonnegative(),
  /** edges over n(n-1)/2 as a percentage, 0-100; 0 with fewer than 2 researchers. */
  density: z.number().min(0).max(100),
  byType: z.object({
    collaboration: z.number().int().nonnegative(),
    project_collaboration: z.number().int().nonnegative(),
    examination: z.number().int().nonnegative(),
    research_group: z.number().int().nonnegative(),
  }),
  /** When the figures were counted (they follow changes within a minute). */
  countedAt: z.string(),
});
export type NetworkStatistics = z.infer<typeof NetworkStatistics>;

export const NetworkEdge = z.object({
  /** Profile ids of the two researchers (one edge per pair and type). */
  source: z.uuid(),
  target: z.uuid(),
  type: NetworkEdgeType,
  /** How many links of this type join the pair (shared projects, shared groups...); at least 1. */
  strength: z.number().int().min(1),
});
export type NetworkEdge = z.infer<typeof NetworkEdge>;
export const NetworkEdgesResponse = z.array(NetworkEdge).max(networkLimits.maxEdges);
export type NetworkEdgesResponse = z.infer<typeof NetworkEdgesResponse>;

/** The addressee answering a request of any kind (connection, supervisor, examiner). */
const requestAnswer = {
  auth: 'user',
  ownerOnly: true,
  params: IdParams,
  response: { 200: AcademicConnection },
} as const;

/** Every networking endpoint (see `defineRoute`). */
export const networkingRoutes = {
  myConnections: defineRoute({
    method: 'GET',
    path: '/api/academic-connections',
    auth: 'user',
    query: MyConnectionsQuery,
    bounded: { paged: { maxLimit: PERSONAL_LIST_MAX_LIMIT } },
    response: { 200: MyConnectionsResponse },
  }),
  /** 201 a new request; 200 when it accepted the target's pending request to the caller instead. */
  requestConnection: defineRoute({
    method: 'POST',
    path: '/api/academic-connections',
    auth: 'user',
    body: CreateConnectionBody,
    response: { 200: CreateConnectionResponse, 201: CreateConnectionResponse },
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/api/academic-connections/requests',
    auth: 'user',
    query: ConnectionRequestsQuery,
    bounded: { paged: { maxLimit: PERSONAL_LIST_MAX_LIMIT } },
    response: { 200: ConnectionRequestsResponse },
  }),
  /** A page; the total is in `TOTAL_COUNT_HEADER`. */
  similarResearchers: defineRoute({
    method: 'GET',
    path: '/api/academic-connections/similar',
    auth: 'user',
    query: SimilarResearchersQuery,
    bounded: { paged: { maxLimit: 100 } },
    response: { 200: SimilarResearchersResponse },
  }),
  respond: defineRoute({
    ...requestAnswer,
    method: 'POST',
    path: '/api/academic-connections/:id/respond',
    body: RespondToConnectionBody,
  }),
  accept: defineRoute({ ...requestAnswer, method: 'POST', path: '/api/academic-connections/:id/accept' }),
  decline: defineRoute({ ...requestAnswer, method: 'POST', path: '/api/academic-connections/:id/decline' }),
  removeConnection: defineRoute({
    method: 'DELETE',
    path: '/api/academic-connections/:id',
    auth: 'user',
    ownerOnly: true,
    params: IdParams,
    response: { 200: OkReply },
  }),
  clearRequests: defineRoute({
    method: 'DELETE',
    path: '/api/academic-requests/clear',
    auth: 'user',
    response: { 200: ClearRequestsResponse },
  }),
  /** A page; the total is in `TOTAL_COUNT_HEADER`. */
  supervisors: defineRoute({
    method: 'GET',
    path: '/api/phd-supervisors',
    auth: 'public',
    query: FinderQuery,
    bounded: { paged: { maxLimit: 50 } },
    response: { 200: SupervisorResultsResponse },
  }),
  outgoingSupervisorRequests: defineRoute({
    method: 'GET',
    path: '/api/phd-supervisor-requests',
    auth: 'user',
    query: OutgoingRequestsQuery,
    bounded: { paged: { maxLimit: PERSONAL_LIST_MAX_LIMIT } },
    response: { 200: OutgoingSupervisorRequestsResponse },
  }),
  requestSupervisor: defineRoute({
    method: 'POST',
    path: '/api/phd-supervisor-requests',
    auth: 'user',
    body: CreateSupervisorRequestBody,
    response: { 201: OutgoingSupervisorRequest },
  }),
  /** A page; the total is in `TOTAL_COUNT_HEADER`, the hidden conflicts in `CONFLICTS_HIDDEN_HEADER`. */
  examiners: defineRoute({
    method: 'GET',
    path: '/api/phd-examiners',
    auth: 'public',
    query: FinderQuery,
    bounded: { paged: { maxLimit: 50 } },
    response: { 200: ExaminerResultsResponse },
  }),
  outgoingExaminerRequests: defineRoute({
    method: 'GET',
    path: '/api/phd-examiner-requests',
    auth: 'user',
    query: OutgoingRequestsQuery,
    bounded: { paged: { maxLimit: PERSONAL_LIST_MAX_LIMIT } },
    response: { 200: OutgoingExaminerRequestsResponse },
  }),
  requestExaminer: defineRoute({
    method: 'POST',
    path: '/api/phd-examiner-requests',
    auth: 'user',
    body: CreateExaminerRequestBody,
    response: { 201: OutgoingExaminerRequest },
  }),
  networkNodes: defineRoute({
    method: 'GET',
    path: '/api/researchers/network',
    auth: 'user',
    query: NetworkQuery,
    bounded: {
      fixed: { max: networkLimits.maxNodes, why: 'the best-connected that match, at most `limit` (5,000)' },
    },
    response: { 200: NetworkNodesResponse },
  }),
  networkEdges: defineRoute({
    method: 'GET',
    path: '/api/researchers/network/connections',
    auth: 'user',
    query: NetworkQuery,
    bounded: {
      fixed: {
        max: networkLimits.maxEdges,
        why: 'the edges among the researchers shown, the strongest first',
      },
    },
    response: { 200: NetworkEdgesResponse },
  }),
  networkStatistics: defineRoute({
    method: 'GET',
    path: '/api/researchers/network/statistics',
    auth: 'user',
    response: { 200: NetworkStatistics },
  }),
} satisfies RouteDefinitions;

// ---- Personal data (APP 12: a person takes their data with them) ----

/**
 * What networking holds about a person: their name and email, their researcher entry, the
 * connections and supervisor and examiner requests they sent or received, the declines that hold
 * back a repeat, and the project and group memberships the graph draws.
 */
export const NetworkingPersonalData = z.object({
  person: PersonalDataRow.nullable(),
  researcher: PersonalDataRow.nullable(),
  /** The DOIs and years of their publications, which conflict-of-interest checks compare. */
  researcherPublications: PersonalDataRows,
  connectionsAndRequests: PersonalDataRows,
  requestDeclines: PersonalDataRows,
  projectMemberships: PersonalDataRows,
  groupMemberships: PersonalDataRows,
});
export type NetworkingPersonalData = z.infer<typeof NetworkingPersonalData>;

/** Networking's internal routes: service to service only; the gateway never forwards `/internal`. */
export const networkingInternalRoutes = {
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(NetworkingPersonalData),
};
