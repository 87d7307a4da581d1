import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshInterestViews } from './get-research-interests';

const renameResearchInterest = ({ id, name }: { id: string; name: string }) =>
  callApi(adminRoutes.renameResearchInterest, { params: { id }, body: { name } });

/** Renames an interest on the shared list (409 RESEARCH_INTEREST_EXISTS when the name is taken). */
export function useRenameResearchInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameResearchInterest,
    onSettled: () => refreshInterestViews(queryClient),
  });
}
