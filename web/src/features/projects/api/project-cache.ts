import type { QueryClient } from '@tanstack/react-query';

/**
 * Every project query's key starts with this segment (browse, mine, memberships, detail, members),
 * so one invalidation after a change refreshes every list and dialog that shows projects.
 */
export const projectsKeyRoot = ['/api/research-projects'] as const;

export function invalidateProjects(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectsKeyRoot });
}
