import { RESEARCH_INTEREST_MAX } from '@app/contracts/profile/http';
import {
  RESEARCH_INTEREST_EXISTS,
  type ResearchInterestUsage,
} from '@app/contracts/profile/research-interests';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useSignInAgain } from '../../../components/session/use-sign-in-again';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useFindResearchInterest } from '../../../api/admin/get-research-interests';
import { useMergeResearchInterest } from '../../../api/admin/merge-research-interest';
import { useRenameResearchInterest } from '../../../api/admin/rename-research-interest';
import { refusalReason } from '../utils/admin-rules';
import { checkInterestName, mergeExplanation } from '../utils/research-interest-text';

interface RenameInterestDialogProps {
  interest: ResearchInterestUsage;
  onClose: () => void;
}

/**
 * A new name for one interest. A name another interest already has cannot be a rename: the dialog
 * says so and offers to merge into that interest instead.
 */
export function RenameInterestDialog({ interest, onClose }: RenameInterestDialogProps) {
  const [value, setValue] = useState(interest.name);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ message: string; existing: ResearchInterestUsage | null } | null>(
    null,
  );
  const rename = useRenameResearchInterest();
  const merge = useMergeResearchInterest();
  const findInterest = useFindResearchInterest();
  const toast = useToast();
  const signInAgain = useSignInAgain();

  const fail = (title: string) => (err: unknown) => {
    if (signInAgain(err)) return;
    toast({ title, description: refusalReason(err), variant: 'destructive' });
  };

  const submit = () => {
    const checked = checkInterestName(value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    rename.mutate(
      { id: interest.id, name: checked.name },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Research interest renamed' });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === RESEARCH_INTEREST_EXISTS) {
            const message = err.serverMessage ?? `“${checked.name}” is already a research interest.`;
            setTaken({ message, existing: null });
            void findInterest(checked.name).then(
              (existing) => setTaken({ message, existing: existing ?? null }),
              () => undefined,
            );
            return;
          }
          fail('Failed to rename research interest')(err);
        },
      },
    );
  };

  const mergeInstead = (into: ResearchInterestUsage) =>
    merge.mutate(
      { id: interest.id, intoId: into.id },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Research interests merged' });
          onClose();
        },
        onError: fail('Failed to merge research interests'),
      },
    );

  return (
    <Modal
      open
      destroyOnHidden
      title={`Rename “${interest.name}”`}
      okText="Rename"
      onOk={submit}
      okButtonProps={{ disabled: Boolean(taken) }}
      confirmLoading={rename.isPending}
      onCancel={onClose}
      cancelButtonProps={{ disabled: rename.isPending || merge.isPending }}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="New name"
          htmlFor="rename-interest-name"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            id="rename-interest-name"
            value={value}
            maxLength={RESEARCH_INTEREST_MAX * 2}
            onChange={(e) => {
              setValue(e.target.value);
              setTaken(null);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
      {taken ? (
        <Alert
          type="warning"
          showIcon
          title={taken.message}
          description={
            taken.existing ? (
              <Flex vertical align="start" gap={8}>
                <span>{mergeExplanation(interest, taken.existing.name)}</span>
                <Button
                  type="primary"
                  loading={merge.isPending}
                  onClick={() => taken.existing && mergeInstead(taken.existing)}
                  style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
                >
                  Merge into “{taken.existing.name}”
                </Button>
              </Flex>
            ) : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
