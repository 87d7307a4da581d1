import {
  researchInterestUpkeepRoutes as routes,
  type ResearchInterestChange,
  type ResearchInterestUsageList,
  type ResearchInterestUsageQuery,
} from '@app/contracts/profile/research-interests';
import { InternalClient } from '@app/service-kit';
import { requestIdHeaders } from '../shared/request-id';

/**
 * Profile's internal commands for the shared research-interest list. Profile's errors come back
 * as they are (404, 409 RESEARCH_INTEREST_EXISTS); an unreachable profile service becomes a 503.
 */
export class ProfileClient {
  private readonly http: InternalClient;

  constructor(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
    // A change republishes every holder's profile in one transaction (about 8 ms a holder):
    // a popular interest takes seconds, more than the default 5 s.
    this.http = new InternalClient({ from: 'admin', timeoutMs: 60_000, ...opts });
  }

  researchInterests(
    query: ResearchInterestUsageQuery,
    requestId?: string,
  ): Promise<ResearchInterestUsageList> {
    return this.http.call(routes.list, { query, headers: requestIdHeaders(requestId) });
  }

  renameResearchInterest(id: string, name: string, requestId?: string): Promise<ResearchInterestChange> {
    return this.http.call(routes.rename, {
      params: { id },
      body: { name },
      headers: requestIdHeaders(requestId),
    });
  }

  mergeResearchInterest(id: string, intoId: string, requestId?: string): Promise<ResearchInterestChange> {
    return this.http.call(routes.merge, {
      params: { id },
      body: { intoId },
      headers: requestIdHeaders(requestId),
    });
  }

  removeResearchInterest(id: string, requestId?: string): Promise<ResearchInterestChange> {
    return this.http.call(routes.remove, { params: { id }, headers: requestIdHeaders(requestId) });
  }
}
