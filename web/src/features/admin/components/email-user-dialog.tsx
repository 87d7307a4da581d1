import { EMAIL_MESSAGE_MAX, EMAIL_SUBJECT_MAX, type AdminUser } from '@app/contracts/admin/http';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { clearDraft, keptOver, readDraft, writeDraft } from '../../../lib/drafts';
import { useSession } from '../../../lib/session';
import { useSignInAgain } from '../../../components/session/use-sign-in-again';
import { useToast } from '../../../components/toast/use-toast';
import { useEmailUser } from '../../../api/admin/email-user';
import { emailFormError, refusalReason, userDisplayName } from '../utils/admin-rules';

interface EmailDraft {
  subject: string;
  message: string;
}

interface EmailUserDialogProps {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
}

/**
 * Subject and message to one user. What was typed stays when sending fails or the dialog is
 * closed, and is kept as a draft (lib/drafts) until it is sent: choosing another user, or a
 * sign-in when the session has ended, does not lose it.
 */
export function EmailUserDialog({ user, open, onClose }: EmailUserDialogProps) {
  const adminId = useSession().user?.id;
  const draftKey = adminId ? `admin-email:${user.id}:${adminId}` : undefined;
  const [kept] = useState(() =>
    keptOver<EmailDraft>({ subject: '', message: '' }, draftKey ? readDraft(draftKey) : undefined),
  );
  const [subject, setSubject] = useState(kept.subject);
  const [message, setMessage] = useState(kept.message);
  useEffect(() => {
    if (!draftKey) return;
    if (subject || message) writeDraft(draftKey, { subject, message });
    else clearDraft(draftKey);
  }, [draftKey, subject, message]);
  const toast = useToast();
  const signInAgain = useSignInAgain();
  const send = useEmailUser();

  const submit = () => {
    const invalid = emailFormError(subject, message);
    if (invalid) {
      toast({ title: 'Error', description: invalid, variant: 'destructive' });
      return;
    }
    send.mutate(
      { userId: user.id, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Email sent successfully' });
          setSubject('');
          setMessage('');
          onClose();
        },
        onError: (err) => {
          if (signInAgain(err)) return;
          toast({ title: 'Failed to send email', description: refusalReason(err), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      destroyOnHidden
      title={`Send Email to ${userDisplayName(user)}`}
      okText="Send Email"
      onOk={submit}
      confirmLoading={send.isPending}
      onCancel={onClose}
      cancelButtonProps={{ disabled: send.isPending }}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="To">
          <span>{user.email}</span>
        </Form.Item>
        <Form.Item label="Subject" htmlFor="admin-email-subject" required>
          <Input
            id="admin-email-subject"
            value={subject}
            maxLength={EMAIL_SUBJECT_MAX}
            aria-required
            onChange={(e) => setSubject(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Message" htmlFor="admin-email-message" required>
          <Input.TextArea
            id="admin-email-message"
            value={message}
            rows={6}
            maxLength={EMAIL_MESSAGE_MAX}
            aria-required
            onChange={(e) => setMessage(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
