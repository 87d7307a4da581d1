import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshInterestViews } from './get-research-interests';

const mergeResearchInterest = ({ id, intoId }: { id: string; intoId: string }) =>
  callApi(adminRoutes.mergeResearchInterest, { params: { id }, body: { intoId } });

/** Merges one interest into another: its holders hold the kept one, and it goes. */
export function useMergeResearchInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeResearchInterest,
    onSettled: () => refreshInterestViews(queryClient),
  });
}
