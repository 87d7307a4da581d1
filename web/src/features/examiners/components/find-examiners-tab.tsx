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
import { useCreateExaminerRequest } from '../api/create-examiner-request';
import { useExaminers, type Examiner } from '../api/get-examiners';
import { ExaminerCard } from './examiner-card';

/** Spec 1 §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 1 §2 "Find Examiners": search, FoR filter, cards and the "Request Examiner" dialog. */
export function FindExaminersTab() {
  const { isAuthenticated } = useSession();
  const toast = useToast();
  const loginRequired = useLoginRequired();
  const failed = useRequestErrorToast();
  const [search, setSearch] = useState('');
  const [forCodes, setForCodes] = useState<string[]>([]);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const examiners = useExaminers({ search: debouncedSearch, forCodes });
  const createRequest = useCreateExaminerRequest();
  const [selected, setSelected] = useState<Examiner | null>(null);

  const openRequest = (examiner: Examiner) => {
    if (!isAuthenticated) {
      loginRequired('examiner');
      return;
    }
    setSelected(examiner);
  };

  const send = async (values: ThesisRequestValues) => {
    if (!selected) return;
    try {
      await createRequest.mutateAsync({ examinerId: selected.id, ...values });
      toast({
        title: 'Examiner Request Sent',
        description: `Your examination request was sent to ${selected.name}.`,
      });
      setSelected(null);
    } catch (err) {
      failed(err, 'Failed to send examiner request');
    }
  };

  const list = examiners.data ?? [];
  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search examiners"
        searchPlaceholder="Search by name, institution or expertise"
        forCodes={forCodes}
        onForCodesChange={setForCodes}
      />
      {examiners.isPending ? (
        <ResearcherGridSkeleton />
      ) : examiners.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load examiners"
          description={errorMessage(examiners.error, 'Please try again.')}
        />
      ) : list.length === 0 ? (
        <Empty description="No examiners found" />
      ) : (
        <div aria-busy={examiners.isFetching} style={{ opacity: examiners.isPlaceholderData ? 0.6 : 1 }}>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            {list.length} {list.length === 1 ? 'examiner' : 'examiners'} found
          </Typography.Title>
          <ResearcherGrid
            label="Examiners"
            items={list}
            itemKey={(e) => e.id}
            renderItem={(e) => <ExaminerCard examiner={e} onRequest={() => openRequest(e)} />}
          />
        </div>
      )}
      <ThesisRequestDialog
        title="Request Examiner"
        rules="examiner"
        recipient={
          selected
            ? {
                name: selected.name,
                details: [
                  { label: 'Institution', value: selected.institution },
                  { label: 'Position', value: selected.position },
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
