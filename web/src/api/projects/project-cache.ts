import type { QueryClient } from '@tanstack/react-query';
import { projectsKeyRoot } from './created-projects';

export { projectsKeyRoot };

export function invalidateProjects(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectsKeyRoot });
}
