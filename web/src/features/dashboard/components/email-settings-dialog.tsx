import { Button, Flex, Modal, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import type { EmailPreference } from '@app/contracts/notifications/http';
import { QueryState } from '../../../components/query-state/query-state';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useEmailPreference, useSetEmailPreference } from '../../../api/notifications/email-preference';

/** Each choice as the person reads it, in the order offered. */
const choices: ReadonlyArray<{ value: EmailPreference; label: string; detail: string }> = [
  { value: 'immediate', label: 'As they happen', detail: 'An email for each new notification.' },
  // As the notifications service plans it (domain/delivery.ts): requests are worth an email at once.
  {
    value: 'daily',
    label: 'Daily digest',
    detail: 'Requests to you at once; everything else in one email a day.',
  },
  {
    value: 'weekly',
    label: 'Weekly digest',
    detail: 'Requests to you at once; everything else in one email a week.',
  },
  {
    value: 'off',
    label: 'Off',
    detail: 'No notification emails. Messages from administrators still reach you.',
  },
];

const savedMessage: Record<EmailPreference, string> = {
  immediate: 'We will email you about each new notification.',
  daily: 'We will email you requests at once, and a daily digest of everything else.',
  weekly: 'We will email you requests at once, and a weekly digest of everything else.',
  off: 'We will not email you about notifications. They stay on your dashboard.',
};

/**
 * How often notifications are also emailed: as they happen, in a daily or weekly digest, or not
 * at all. The unsubscribe page of every email leads back here to turn them on again.
 */
export function EmailSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useToast();
  const saved = useEmailPreference(open);
  const save = useSetEmailPreference();
  const [choice, setChoice] = useState<EmailPreference | null>(null);
  const labelId = useId();
  const changed = choice !== null && choice !== saved.data;

  const close = () => {
    setChoice(null);
    onClose();
  };

  const onSave = () => {
    if (!changed) return;
    save.mutate(choice, {
      onSuccess: (email) => {
        toast({ title: 'Email Preference Updated', description: savedMessage[email] });
        close();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to update email preference'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Modal
      open={open}
      title="Email Notifications"
      onCancel={save.isPending ? undefined : close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={save.isPending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" onClick={onSave} disabled={!changed} loading={save.isPending}>
          Save
        </Button>,
      ]}
    >
      <Typography.Paragraph id={labelId}>
        Your notifications are always on your dashboard. How often should we also email you about them?
      </Typography.Paragraph>
      <QueryState
        query={saved}
        loadingLabel="Loading your email preference"
        errorTitle="Your email preference could not be loaded."
      >
        {(current) => (
          <Radio.Group
            value={choice ?? current}
            onChange={(e) => setChoice(e.target.value as EmailPreference)}
            aria-labelledby={labelId}
            disabled={save.isPending}
          >
            <Flex vertical gap={12}>
              {choices.map((c) => (
                <Radio key={c.value} value={c.value}>
                  <strong>{c.label}</strong>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {c.detail}
                  </Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
      </QueryState>
    </Modal>
  );
}
