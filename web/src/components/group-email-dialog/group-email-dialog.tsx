import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { clearDraft, keptOver, readDraft, writeDraft } from '../../lib/drafts';
import { useSession } from '../../lib/session';
import { useSignInAgain } from '../session/use-sign-in-again';
import { useToast } from '../toast/use-toast';
import { DraftRestored } from '../unsaved-changes/draft-restored';
import { useConfirmDiscard } from '../unsaved-changes/use-confirm-discard';
import { emailAudience, mailtoLink, subjectOrDefault, useRequestMemberEmails } from './member-emails';

export interface GroupEmailDialogProps {
  open: boolean;
  groupId: string;
  groupName: string;
  onClose(): void;
}

interface EmailForm {
  subject: string;
  message: string;
}

/** What a leader is writing to a group, kept (lib/drafts) until it goes to the mail program or is discarded. */
interface GroupEmailDraft extends EmailForm {
  groupId: string;
  groupName: string;
}

/** One draft per leader: only one email dialog is open at a time. */
const groupEmailDraftKey = (userId: string) => `group-email:${userId}`;

function keptGroupEmail(userId: string | undefined): GroupEmailDraft | undefined {
  const kept = userId ? readDraft<GroupEmailDraft>(groupEmailDraftKey(userId)) : undefined;
  if (!kept) return undefined;
  const draft = keptOver<GroupEmailDraft>({ groupId: '', groupName: '', subject: '', message: '' }, kept);
  return draft.groupId ? draft : undefined;
}

/**
 * Which group's email dialog is open, for a page that lists groups. A leader whose session ended
 * while writing comes back from signing in to the same dialog with the same words in it.
 */
export function useGroupEmailDialog(): {
  openFor(group: { id: string; name: string }): void;
  dialog: GroupEmailDialogProps | null;
} {
  const userId = useSession().user?.id;
  // The group stays set while its dialog closes, so the dialog's title does not change mid-animation.
  const [group, setGroup] = useState<{ id: string; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const kept = keptGroupEmail(userId);
    if (!kept) return;
    setGroup({ id: kept.groupId, name: kept.groupName });
    setOpen(true);
  }, [userId]);
  const openFor = useCallback((g: { id: string; name: string }) => {
    setGroup({ id: g.id, name: g.name });
    setOpen(true);
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  return { openFor, dialog: group && { open, groupId: group.id, groupName: group.name, onClose } };
}

/**
 * A group leader's "Email Members" dialog (spec 1 §2, spec 2 §2): subject (by default "Message from
 * <group>") and message, then "Open Email Client" opens the leader's own mail program with the
 * other members' addresses, so the message is sent from the leader's own account. What is typed is
 * kept as a draft until then, so a session that ends mid-message (sign in, and back) loses nothing.
 */
export function GroupEmailDialog({ open, groupId, groupName, onClose }: GroupEmailDialogProps) {
  const toast = useToast();
  const signInAgain = useSignInAgain();
  const userId = useSession().user?.id;
  const [form] = Form.useForm<EmailForm>();
  const request = useRequestMemberEmails();
  const [typed, setTyped] = useState(false);
  const [restored, setRestored] = useState(false);
  const close = useCallback(() => {
    if (userId) clearDraft(groupEmailDraftKey(userId));
    onClose();
  }, [userId, onClose]);
  const cancel = useConfirmDiscard(typed, close, { keptAsDraft: true });

  useEffect(() => {
    if (!open) return;
    const kept = keptGroupEmail(userId);
    const draft = kept?.groupId === groupId ? kept : undefined;
    form.setFieldsValue(draft ?? { subject: `Message from ${groupName}`, message: '' });
    setTyped(draft !== undefined);
    setRestored(draft !== undefined);
  }, [open, groupId, groupName, userId, form]);

  const onSubmit = ({ subject, message }: EmailForm) =>
    request.mutate(groupId, {
      onSuccess: (res) => {
        const audience = emailAudience(res);
        if (audience.kind === 'nobody') {
          toast({ title: audience.title, description: audience.description, variant: 'destructive' });
          return;
        }
        window.open(
          mailtoLink(audience.emails, subjectOrDefault(subject ?? '', groupName), message ?? ''),
          '_self',
        );
        toast({
          title: 'Email Client Opened',
          description: `Your email program has a new message to ${audience.emails.length} member${audience.emails.length === 1 ? '' : 's'}.`,
        });
        close();
      },
      onError: (err) => {
        if (signInAgain(err)) return;
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to get member emails'),
          variant: 'destructive',
        });
      },
    });

  return (
    <Modal
      open={open}
      title={`Email Members of ${groupName}`}
      onCancel={cancel}
      forceRender
      footer={[
        <Button key="cancel" onClick={cancel}>
          Cancel
        </Button>,
        <Button
          key="send"
          type="primary"
          icon={<MailOutlined aria-hidden />}
          loading={request.isPending}
          onClick={() => form.submit()}
        >
          Open Email Client
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Your email program opens with the other members as blind copies, so you send from your own address.
      </Typography.Paragraph>
      {restored && (
        <DraftRestored
          title="Your unsaved message is back"
          description="What you wrote to this group before was not sent yet, so it was kept for you."
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        onValuesChange={(_, values) => {
          if (userId) writeDraft(groupEmailDraftKey(userId), { groupId, groupName, ...values });
          setTyped(true);
        }}
        requiredMark={false}
      >
        <Form.Item label="Subject" name="subject">
          <Input placeholder={`Message from ${groupName}`} maxLength={200} />
        </Form.Item>
        <Form.Item label="Message" name="message">
          <Input.TextArea rows={6} placeholder="Write your message to the group" maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
