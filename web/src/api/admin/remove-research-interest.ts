import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshInterestViews } from './get-research-interests';

const removeResearchInterest = (id: string) =>
  callApi(adminRoutes.removeResearchInterest, { params: { id } });

/** Removes an interest from the list and from everyone who holds it. */
export function useRemoveResearchInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResearchInterest,
    onSettled: () => refreshInterestViews(queryClient),
  });
}
