import { DeleteOutlined, EditOutlined, MergeCellsOutlined, SearchOutlined } from '@ant-design/icons';
import type { ResearchInterestUsage } from '@app/contracts/profile/research-interests';
import { App, Button, Card, Flex, Input, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state/query-state';
import { useSignInAgain } from '../../../components/session/use-sign-in-again';
import { useToast } from '../../../components/toast/use-toast';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminResearchInterests } from '../../../api/admin/get-research-interests';
import { useRemoveResearchInterest } from '../../../api/admin/remove-research-interest';
import { refusalReason } from '../utils/admin-rules';
import { holdersText, removalWarning } from '../utils/research-interest-text';
import { MergeInterestDialog } from './merge-interest-dialog';
import { RenameInterestDialog } from './rename-interest-dialog';

const PAGE_SIZE = 20;

type Editing = { interest: ResearchInterestUsage; action: 'rename' | 'merge' } | null;

/** The shared research-interest list everyone picks from: administrators rename, merge and remove names. */
export function ResearchInterestsPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const interests = useAdminResearchInterests({ search: debounced, page, pageSize: PAGE_SIZE });
  const removal = useRemoveResearchInterest();
  const toast = useToast();
  const signInAgain = useSignInAgain();
  const { modal } = App.useApp();
  const total = interests.data?.total ?? 0;

  const confirmRemove = (interest: ResearchInterestUsage) =>
    modal.confirm({
      title: 'Remove Research Interest',
      content: removalWarning(interest.name, interest.holderCount),
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        removal
          .mutateAsync(interest.id)
          .then(() => toast({ title: 'Success', description: 'Research interest removed' }))
          .catch((err: unknown) => {
            if (signInAgain(err)) return;
            toast({
              title: 'Failed to remove research interest',
              description: refusalReason(err),
              variant: 'destructive',
            });
          }),
    });

  return (
    <Card
      size="small"
      title={
        <h2 style={{ margin: 0, fontSize: 16 }}>
          Research Interests{' '}
          {interests.error || !interests.data ? null : (
            <span data-testid="interest-count">({total.toLocaleString('en-AU')})</span>
          )}
        </h2>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          The shared list researchers pick their interests from. Renaming, merging and removing change every
          holder&apos;s list and are recorded in the audit log.
        </Typography.Text>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search research interests"
          aria-label="Search research interests"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <QueryState
          query={{ ...interests, data: interests.data?.interests }}
          loadingLabel="Loading research interests"
          placeholder={<Skeleton active paragraph={{ rows: 5 }} title={false} />}
          errorTitle="The research interests could not be loaded."
          empty={{
            description: search.trim()
              ? 'No research interests match your search'
              : 'No research interests yet',
          }}
        >
          {(list) => (
            <ul
              aria-label="Research interests"
              aria-busy={interests.isPlaceholderData}
              style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
            >
              {list.map((interest) => (
                <li
                  key={interest.id}
                  aria-label={interest.name}
                  style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 8 }}
                >
                  <Flex wrap gap={8} align="center" justify="space-between">
                    <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                      <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{interest.name}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {holdersText(interest.holderCount)}
                      </Typography.Text>
                    </div>
                    <Flex wrap gap={6}>
                      <Button
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={`Rename ${interest.name}`}
                        onClick={() => setEditing({ interest, action: 'rename' })}
                      >
                        Rename
                      </Button>
                      <Button
                        size="small"
                        icon={<MergeCellsOutlined aria-hidden />}
                        aria-label={`Merge ${interest.name}`}
                        onClick={() => setEditing({ interest, action: 'merge' })}
                      >
                        Merge
                      </Button>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Remove ${interest.name}`}
                        onClick={() => confirmRemove(interest)}
                      >
                        Remove
                      </Button>
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {!interests.error && total > PAGE_SIZE ? (
          <Pagination
            size="small"
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
      </Flex>
      {editing?.action === 'rename' ? (
        <RenameInterestDialog
          key={editing.interest.id}
          interest={editing.interest}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.action === 'merge' ? (
        <MergeInterestDialog
          key={editing.interest.id}
          interest={editing.interest}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
