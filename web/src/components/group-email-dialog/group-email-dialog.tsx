import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Grid, Input, Modal, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { clearDraft, keptOver, readDraft, writeDraft } from '../../lib/drafts';
import { useSession } from '../../lib/session';
import { useSignInAgain } from '../session/use-sign-in-again';
import { useToast } from '../toast/use-toast';
import { DraftRestored } from '../unsaved-changes/draft-restored';
import { useConfirmDiscard } from '../unsaved-changes/use-confirm-discard';
import {
  emailAudience,
  hiddenMembersNote,
  mailtoLink,
  notListedNote,
  subjectOrDefault,
  useEmailMembers,
  useMemberEmailSummary,
  useRequestMemberEmails,
} from './member-emails';

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

const WRITE_A_MESSAGE = 'Please write a message to the group';

/**
 * A group leader's "Email Members" dialog (spec 1 §2, spec 2 §2): subject (by default "Message from
 * <group>") and message, then "Open Email Client" opens the leader's own mail program with the
 * addresses the other members share, so the message is sent from the leader's own account. Members
 * who keep their address to themselves are counted ("2 members do not share their address"), and
 * "Send through Research Connect" reaches every member, them included, without showing an address.
 * What is typed is kept as a draft until it is sent either way, so a session that ends mid-message
 * (sign in, and back) loses nothing.
 */
export function GroupEmailDialog({ open, groupId, groupName, onClose }: GroupEmailDialogProps) {
  const toast = useToast();
  const signInAgain = useSignInAgain();
  const userId = useSession().user?.id;
  const [form] = Form.useForm<EmailForm>();
  const request = useRequestMemberEmails();
  const sendThroughUs = useEmailMembers();
  const summary = useMemberEmailSummary(groupId, open).data;
  const hiddenNote = summary ? hiddenMembersNote(summary) : null;
  const notListed = summary ? notListedNote(summary) : null;
  const nobodyElse = summary?.otherMemberCount === 0;
  // On a phone the three actions stack, each the dialog's width; from `sm` up they share one row.
  const stacked = !Grid.useBreakpoint().sm;
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

  const failed = (fallback: string) => (err: unknown) => {
    if (signInAgain(err)) return;
    toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });
  };

  const onSendThroughUs = () => {
    const { subject, message } = form.getFieldsValue();
    if (!message?.trim()) {
      form.setFields([{ name: 'message', errors: [WRITE_A_MESSAGE] }]);
      return;
    }
    sendThroughUs.mutate(
      { groupId, body: { subject: subject ?? '', message } },
      {
        onSuccess: (res) => {
          toast({ title: 'Message Sent', description: res.message });
          close();
        },
        onError: failed('Failed to send the message'),
      },
    );
  };

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
      onError: failed('Failed to get member emails'),
    });

  return (
    <Modal
      open={open}
      title={`Email Members of ${groupName}`}
      onCancel={cancel}
      destroyOnHidden
      width={600}
      footer={
        <Flex vertical={stacked} gap={8} justify="flex-end">
          <Button block={stacked} onClick={cancel}>
            Cancel
          </Button>
          <Button
            block={stacked}
            icon={<SendOutlined aria-hidden />}
            loading={sendThroughUs.isPending}
            disabled={nobodyElse || request.isPending}
            onClick={onSendThroughUs}
          >
            Send through Research Connect
          </Button>
          <Button
            block={stacked}
            type="primary"
            icon={<MailOutlined aria-hidden />}
            loading={request.isPending}
            disabled={sendThroughUs.isPending}
            onClick={() => form.submit()}
          >
            Open Email Client
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        Your email program opens with the other members as blind copies, so you send from your own address.
      </Typography.Paragraph>
      {hiddenNote && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={hiddenNote}
          description="Your email program leaves them out. Send through Research Connect emails every member, them included, without showing anyone's address."
        />
      )}
      {notListed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={notListed}
          description="One message cannot be addressed to more. Send through Research Connect emails every member."
        />
      )}
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
