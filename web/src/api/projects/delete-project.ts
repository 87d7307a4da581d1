import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';
import { projectQuery } from './get-project';
import { projectsKeyRoot } from './project-cache';

const deleteProject = (id: string) => callApi(projectsRoutes.delete, { params: { id } });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (_data, id) => {
      const detailKey = projectQuery(id).queryKey;
      const isDeletedProject = (key: readonly unknown[]) =>
        key[0] === detailKey[0] && key[1] === detailKey[1];
      // The open detail dialog is closing: mark the project's own queries stale without refetching a 404.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey, refetchType: 'none' }),
        queryClient.invalidateQueries({
          queryKey: projectsKeyRoot,
          predicate: (query) => !isDeletedProject(query.queryKey),
        }),
      ]);
    },
  });
}
