import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes, type ProjectBrowseResponse } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { projectsKeyRoot } from './project-cache';

/** The browse tab's three checkbox groups (spec 2 §2): any-of within a group, all groups combined. */
export interface ProjectFilters {
  categories: string[];
  researchMethods: string[];
  researchMethodologies: string[];
}

export const BROWSE_PAGE_SIZE = 20;

export interface BrowseParams extends ProjectFilters {
  search: string;
  includeCompleted: boolean;
  page: number;
}

function browseProjects(params: BrowseParams): Promise<ProjectBrowseResponse> {
  return callApi(projectsRoutes.browse, {
    query: {
      search: params.search.trim(),
      categories: params.categories,
      researchMethods: params.researchMethods,
      researchMethodologies: params.researchMethodologies,
      includeCompleted: params.includeCompleted ? 'true' : undefined,
      page: params.page,
      pageSize: BROWSE_PAGE_SIZE,
    },
  });
}

/** The browse tab: the server searches, filters, ranks by relevance and pages. */
const browseProjectsQuery = (params: BrowseParams) =>
  queryOptions({
    queryKey: [...projectsKeyRoot, 'relevance', params] as const,
    queryFn: () => browseProjects(params),
    // The previous page stays on screen while the next search answers, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export function useBrowseProjects(params: BrowseParams) {
  return useQuery(browseProjectsQuery(params));
}
