import { SearchOutlined } from '@ant-design/icons';
import type { ResearchInterestUsage } from '@app/contracts/profile/research-interests';
import { Alert, Flex, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSignInAgain } from '../../../components/session/use-sign-in-again';
import { useToast } from '../../../components/toast/use-toast';
import { QueryState } from '../../../components/query-state/query-state';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminResearchInterests } from '../../../api/admin/get-research-interests';
import { useMergeResearchInterest } from '../../../api/admin/merge-research-interest';
import { refusalReason } from '../utils/admin-rules';
import { holdersText, mergeExplanation } from '../utils/research-interest-text';

const CHOICES = 10;

interface MergeInterestDialogProps {
  interest: ResearchInterestUsage;
  onClose: () => void;
}

/** Merge one interest into another the administrator finds by name: its holders move there, and it goes. */
export function MergeInterestDialog({ interest, onClose }: MergeInterestDialogProps) {
  const [search, setSearch] = useState('');
  const [into, setInto] = useState<ResearchInterestUsage | null>(null);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // One more than shown, so the interest being merged can be left out and ten still show.
  const found = useAdminResearchInterests({ search: debounced, page: 1, pageSize: CHOICES + 1 });
  const merge = useMergeResearchInterest();
  const toast = useToast();
  const signInAgain = useSignInAgain();

  const submit = () => {
    if (!into) return;
    merge.mutate(
      { id: interest.id, intoId: into.id },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Research interests merged' });
          onClose();
        },
        onError: (err) => {
          if (signInAgain(err)) return;
          toast({
            title: 'Failed to merge research interests',
            description: refusalReason(err),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={`Merge “${interest.name}” into another interest`}
      okText="Merge"
      okButtonProps={{ disabled: !into }}
      onOk={submit}
      confirmLoading={merge.isPending}
      onCancel={onClose}
      cancelButtonProps={{ disabled: merge.isPending }}
    >
      <Flex vertical gap={12}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Find the interest to keep"
          aria-label="Find the interest to keep"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <QueryState
          query={{
            ...found,
            data: found.data?.interests.filter((i) => i.id !== interest.id).slice(0, CHOICES),
          }}
          loadingLabel="Loading research interests"
          placeholder={<Skeleton active paragraph={{ rows: 3 }} title={false} />}
          errorTitle="The research interests could not be loaded."
          empty={{ description: 'No other interest matches' }}
        >
          {(choices) => (
            <Radio.Group
              aria-label="Interest to keep"
              value={into?.id ?? null}
              onChange={(e) => setInto(choices.find((c) => c.id === e.target.value) ?? null)}
              style={{ display: 'grid', gap: 8 }}
            >
              {choices.map((choice) => (
                <Radio key={choice.id} value={choice.id}>
                  <span style={{ overflowWrap: 'anywhere' }}>{choice.name}</span>{' '}
                  <Typography.Text type="secondary">({holdersText(choice.holderCount)})</Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          )}
        </QueryState>
        {into ? <Alert type="info" showIcon title={mergeExplanation(interest, into.name)} /> : null}
      </Flex>
    </Modal>
  );
}
