import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreatedProjects } from '../../../lib/api/projects';
import { signOut } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { SectionCard } from './section-card';

/** Signed out this long after the account is deleted, so the toast can be read (spec 2 §9). */
const LOGOUT_DELAY_MS = 2000;
const CONFIRM_WORD = 'DELETE';

/**
 * The danger zone: account deletion after two confirmation steps (spec 2 §4). The first names the
 * projects the person leads, which go with the account (their collaborators are told), so nobody
 * deletes a shared project without knowing.
 */
export function AccountManagementCard({ profileId }: { profileId: string | undefined }) {
  const toast = useToast();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const ledProjects = useCreatedProjects(step !== 0 ? profileId : undefined);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    setStep(0);
    setTyped('');
  };

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        close();
        toast({ title: 'Account Deleted', description: 'Your account has been deleted. Signing you out...' });
        timer.current = window.setTimeout(signOut, LOGOUT_DELAY_MS);
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
      description="Deleting your account removes your profile, publications, connections, requests, group memberships and the projects you lead. This cannot be undone."
    >
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => setStep(1)}
        disabled={remove.isSuccess}
      >
        Delete Account
      </Button>

      {/* One dialog whose content moves from the first confirmation to the second. */}
      <Modal
        open={step !== 0}
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

/** What the first step says of the projects the person leads: each goes with the account. */
function LedProjects({ projects }: { projects: ReturnType<typeof useCreatedProjects> }) {
  if (projects.isPending)
    return <Typography.Paragraph type="secondary">Checking the projects you lead...</Typography.Paragraph>;
  if (projects.isError)
    return <Typography.Paragraph>The research projects you lead will be deleted too.</Typography.Paragraph>;
  if (projects.data.length === 0) return null;
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {projects.data.length === 1
          ? 'The project you lead'
          : `The ${projects.data.length} projects you lead`}{' '}
        will be deleted too, and their collaborators told:
      </Typography.Paragraph>
      <ul aria-label="Projects you lead" style={{ marginTop: 0 }}>
        {projects.data.map((project) => (
          <li key={project.id}>
            {project.title}
            {project.collaboratorCount > 0
              ? ` (${project.collaboratorCount} collaborator${project.collaboratorCount === 1 ? '' : 's'})`
              : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
