import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../toast/use-toast';
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

/**
 * A group leader's "Email Members" dialog (spec 1 §2, spec 2 §2): subject (by default "Message from
 * <group>") and message, then "Open Email Client" opens the leader's own mail program with the
 * other members' addresses, so the message is sent from the leader's own account.
 */
export function GroupEmailDialog({ open, groupId, groupName, onClose }: GroupEmailDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<EmailForm>();
  const request = useRequestMemberEmails();
  const [typed, setTyped] = useState(false);
  const cancel = useConfirmDiscard(typed, onClose);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ subject: `Message from ${groupName}`, message: '' });
    setTyped(false);
  }, [open, groupName, form]);

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
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to get member emails'),
          variant: 'destructive',
        }),
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
      <Form
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        onValuesChange={() => setTyped(true)}
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
