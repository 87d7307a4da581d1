import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useToast } from '../toast/use-toast';
import { errorMessage } from '../../lib/api-client';
import { useCreatedProjects } from '../../api/projects/created-projects';
import { signOut } from '../../lib/session';
import { useDeleteAccount } from '../../api/identity/delete-account';
import { SectionCard } from '../section-card/section-card';
import { DownloadDataButton } from './download-data-button';

/** Signed out this long after the account is deleted, so the toast can be read (spec 2 §9). */
const LOGOUT_DELAY_MS = 2000;
const CONFIRM_WORD = 'DELETE';

/**
 * The danger zone: the person's data to take with them (issue 38), and account deletion after two
 * confirmation steps (spec 2 §4). The first step names the projects the person leads, which go with
 * the account (their collaborators are told), so nobody deletes a shared project without knowing.
 */
export function AccountManagementCard({ profileId }: { profileId: string | undefined }) {
  const toast = useToast();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const ledProjects = useCreatedProjects(step !== 0 ? profileId : undefined);
  const [typed, setTyped] = useState('');
  const inputId = useId();

  const close = () => {
    setStep(0);
    setTyped('');
  };

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        close();
        toast({ title: 'Account Deleted', description: 'Your account has been deleted. Signing you out...' });
        // Not cancelled when the card goes: the page around it changes once the account is gone
        // (it has no profile now), and the person must be signed out all the same.
        window.setTimeout(signOut, LOGOUT_DELAY_MS);
      },
      onError: (err) =>
        toast({
          title: 'Delete Failed',
          description: errorMessage(err, 'Failed to delete account'),
          variant: 'destructive',
        }),
    });

  return (
    <SectionCard
      title="Account Management"
      danger
      description="Download my data gives you everything Research Connect holds about you, as one JSON file. Deleting your account removes your profile, publications, connections, requests, group memberships and the projects you lead. This cannot be undone."
    >
      <Flex gap={8} wrap>
        <DownloadDataButton />
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => setStep(1)}
          disabled={remove.isSuccess}
        >
          Delete Account
        </Button>
      </Flex>

      {/* One dialog whose content moves from the first confirmation to the second. */}
      <Modal
        open={step !== 0}
        destroyOnHidden
        title={step === 2 ? 'Are you absolutely sure?' : 'Delete your account?'}
        onCancel={remove.isPending ? undefined : close}
        footer={
          step === 2
            ? [
                <Button key="cancel" onClick={close} disabled={remove.isPending}>
                  Cancel
                </Button>,
                <Button
                  key="delete"
                  type="primary"
                  danger
                  onClick={onDelete}
                  disabled={typed.trim() !== CONFIRM_WORD}
                  loading={remove.isPending}
                >
                  Delete My Account
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={close}>
                  Cancel
                </Button>,
                <Button key="next" danger onClick={() => setStep(2)}>
                  Yes, continue
                </Button>,
              ]
        }
      >
        {step === 2 ? (
          <>
            <Typography.Paragraph>This is the last step. It cannot be undone.</Typography.Paragraph>
            <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
              Type {CONFIRM_WORD} to confirm
            </label>
            <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          </>
        ) : (
          <>
            <Typography.Paragraph>
              Your profile, publications, connections, requests and group memberships will be removed for
              good, and other researchers will no longer find you.
            </Typography.Paragraph>
            <LedProjects projects={ledProjects} />
          </>
        )}
      </Modal>
    </SectionCard>
  );
}

/**
 * What the first step says of the projects the person leads: each goes with the account (the first
 * page of them named, the rest counted).
 */
function LedProjects({ projects }: { projects: ReturnType<typeof useCreatedProjects> }) {
  const { state, items, total } = projects;
  if (state.isPending)
    return <Typography.Paragraph type="secondary">Checking the projects you lead...</Typography.Paragraph>;
  if (state.error)
    return <Typography.Paragraph>The research projects you lead will be deleted too.</Typography.Paragraph>;
  if (total === 0) return null;
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {total === 1 ? 'The project you lead' : `The ${total} projects you lead`} will be deleted too, and
        their collaborators told:
      </Typography.Paragraph>
      <ul aria-label="Projects you lead" style={{ marginTop: 0 }}>
        {items.map((project) => (
          <li key={project.id}>
            {project.title}
            {project.collaboratorCount > 0
              ? ` (${project.collaboratorCount} collaborator${project.collaboratorCount === 1 ? '' : 's'})`
              : ''}
          </li>
        ))}
        {total > items.length ? <li>and {total - items.length} more</li> : null}
      </ul>
    </>
  );
}
