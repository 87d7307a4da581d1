import { Alert, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import {
  useLoginRequired,
  useRequestErrorToast,
} from '../../../components/request-forms/use-request-feedback';
import type { ThesisRequestValues } from '../../../components/request-forms/validation';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useDebouncedValue } from '../../../components/researcher-card/use-debounced-value';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateSupervisorRequest } from '../api/create-supervisor-request';
import { useSupervisors, type Supervisor } from '../api/get-supervisors';
import { SupervisorCard } from './supervisor-card';

/** Spec 1 §9: the search term is debounced by 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 1 §2 "Find Supervisors": search, FoR filter, cards and the request dialog. */
export function FindSupervisorsTab() {
  const { isAuthenticated } = useSession();
  const toast = useToast();
  const loginRequired = useLoginRequired();
  const failed = useRequestErrorToast();
  const [search, setSearch] = useState('');
  const [forCodes, setForCodes] = useState<string[]>([]);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const supervisors = useSupervisors({ search: debouncedSearch, forCodes });
  const createRequest = useCreateSupervisorRequest();
  const [selected, setSelected] = useState<Supervisor | null>(null);

  const openRequest = (supervisor: Supervisor) => {
    if (!isAuthenticated) {
      loginRequired('supervisor');
      return;
    }
    setSelected(supervisor);
  };

  const send = async (values: ThesisRequestValues) => {
    if (!selected) return;
    try {
      await createRequest.mutateAsync({ ...values, supervisorId: selected.id });
      toast({
        title: 'Supervisor Request Sent',
        description: `Your supervision request was sent to ${selected.name}.`,
      });
      setSelected(null);
    } catch (err) {
      failed(err, 'Failed to send supervisor request');
    }
  };

  const list = supervisors.data ?? [];
  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search supervisors"
        searchPlaceholder="Search by name, institution, department or research area"
        forCodes={forCodes}
        onForCodesChange={setForCodes}
      />
      {supervisors.isPending ? (
        <ResearcherGridSkeleton />
      ) : supervisors.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load supervisors"
          description={errorMessage(supervisors.error, 'Please try again.')}
        />
      ) : (
        <div aria-busy={supervisors.isFetching} style={{ opacity: supervisors.isPlaceholderData ? 0.6 : 1 }}>
          {list.length === 0 ? (
            <Empty description="No supervisors found matching your criteria." />
          ) : (
            <>
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
                {list.length} {list.length === 1 ? 'supervisor' : 'supervisors'} available
              </Typography.Title>
              <ResearcherGrid
                label="Supervisors"
                items={list}
                itemKey={(s) => s.id}
                renderItem={(s) => (
                  <SupervisorCard
                    supervisor={s}
                    signedIn={isAuthenticated}
                    onRequest={() => openRequest(s)}
                  />
                )}
              />
            </>
          )}
        </div>
      )}
      <ThesisRequestDialog
        title="Request PhD Supervision"
        rules="supervisor"
        recipient={
          selected
            ? {
                name: selected.name,
                details: [
                  { label: 'Institution', value: selected.institution },
                  { label: 'Department', value: selected.department },
                ],
              }
            : null
        }
        submitting={createRequest.isPending}
        onSubmit={(values) => void send(values)}
        onCancel={() => setSelected(null)}
      />
    </Flex>
  );
}
