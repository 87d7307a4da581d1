import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { adminRoutes } from '@app/contracts/admin/http';
import type { ResearchInterestUsage } from '@app/contracts/profile/research-interests';
import { callApi } from '../../lib/call-api';
import { auditLogKey } from './get-audit-log';

const researchInterestsKey = ['/api/admin/research-interests'] as const;

export interface ResearchInterestListParams {
  search: string;
  page: number;
  pageSize: number;
}

const researchInterestsQuery = ({ search, page, pageSize }: ResearchInterestListParams) =>
  queryOptions({
    queryKey: [...researchInterestsKey, { search: search.trim(), page, pageSize }] as const,
    queryFn: () =>
      callApi(adminRoutes.researchInterests, { query: { search: search.trim(), page, pageSize } }),
  });

/** A page of the shared research interests with how many hold each; the previous page stays while the next loads. */
export function useAdminResearchInterests(params: ResearchInterestListParams) {
  return useQuery({ ...researchInterestsQuery(params), placeholderData: keepPreviousData });
}

/** Finds the interest with this exact name (any case): the one a rename collided with. */
export function useFindResearchInterest() {
  const queryClient = useQueryClient();
  return async (name: string): Promise<ResearchInterestUsage | undefined> => {
    const found = await queryClient.fetchQuery(
      researchInterestsQuery({ search: name, page: 1, pageSize: 100 }),
    );
    return found.interests.find((i) => i.name.toLowerCase() === name.trim().toLowerCase());
  };
}

/** After a rename, merge or removal, whether it succeeded or not: the list and the audit log. */
export function refreshInterestViews(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: researchInterestsKey }),
    client.invalidateQueries({ queryKey: auditLogKey }),
  ]).then(() => undefined);
}
