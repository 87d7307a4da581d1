import { Button, Descriptions, Flex, Form, Input, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearDraft, keptOver, readDraft, writeDraft } from '../../lib/drafts';
import { useSession } from '../../lib/session';
import {
  examinerRequestErrors,
  hasErrors,
  supervisorRequestErrors,
  trimmedRequest,
  type ThesisRequestErrors,
  type ThesisRequestField,
  type ThesisRequestValues,
} from './validation';
import { schemaRule } from '../forms/schema-rules';
import { DraftRestored } from '../unsaved-changes/draft-restored';
import { useConfirmDiscard } from '../unsaved-changes/use-confirm-discard';

interface RequestRecipient {
  /** Whom the request is for (their supervisor or examiner id): a draft is kept per recipient. */
  id: string;
  name: string;
  details: Array<{ label: string; value: string | null | undefined }>;
}

interface ThesisRequestDialogProps {
  /** "Request PhD Supervision" or "Request Examiner". */
  title: string;
  /** Which rules of spec 1 §5 apply. */
  rules: 'supervisor' | 'examiner';
  /** The researcher asked; the dialog is open while there is one. */
  recipient: RequestRecipient | null;
  submitting: boolean;
  /** Shown above the form, e.g. a warning about the researcher asked (it does not stop sending). */
  notice?: ReactNode;
  /** Called only with a valid, trimmed form. The dialog stays open (input kept) until the caller closes it. */
  onSubmit: (values: ThesisRequestValues) => void;
  /** Closed by hand; once something was typed, only after the person agreed to discard it. */
  onCancel: () => void;
}

const validators: Record<
  ThesisRequestDialogProps['rules'],
  (v: Partial<ThesisRequestValues>) => ThesisRequestErrors
> = {
  supervisor: supervisorRequestErrors,
  examiner: examinerRequestErrors,
};

/**
 * The request dialog of both finders: who is being asked, then thesis title, research area and a
 * message. Errors show once the user has tried to send, and then follow their typing. What is
 * typed is kept as a draft (lib/drafts) until it is sent or discarded, so a request interrupted by
 * a sign-in (the session ended) is there again when the same researcher is asked.
 */
export function ThesisRequestDialog({
  title,
  rules,
  recipient,
  submitting,
  notice,
  onSubmit,
  onCancel,
}: ThesisRequestDialogProps) {
  const [form] = Form.useForm<ThesisRequestValues>();
  const [triedToSend, setTriedToSend] = useState(false);
  const [typed, setTyped] = useState(false);
  const userId = useSession().user?.id;
  const draftKey = recipient && userId ? `${rules}-request:${recipient.id}:${userId}` : undefined;
  const draft = useMemo(() => {
    const kept = draftKey ? readDraft(draftKey) : undefined;
    return kept && keptOver<ThesisRequestValues>({ thesisTitle: '', researchArea: '', message: '' }, kept);
  }, [draftKey]);
  // Closed after sending, or discarded: nothing to keep. (Not on unmount: leaving for sign-in keeps it.)
  const openDraftKey = useRef(draftKey);
  useEffect(() => {
    if (openDraftKey.current && openDraftKey.current !== draftKey) clearDraft(openDraftKey.current);
    openDraftKey.current = draftKey;
  }, [draftKey]);
  const cancel = useConfirmDiscard(typed || draft !== undefined, onCancel, { keptAsDraft: true });
  const errorsOf = validators[rules];

  const fieldRule = (field: ThesisRequestField) => schemaRule(form, errorsOf, field);

  const submit = (values: ThesisRequestValues) => {
    if (hasErrors(errorsOf(values))) return;
    onSubmit(trimmedRequest(values));
  };

  return (
    <Modal
      open={recipient !== null}
      title={title}
      onCancel={cancel}
      footer={null}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setTriedToSend(false);
        setTyped(false);
      }}
      width={560}
    >
      {recipient ? (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'name', label: 'Researcher', children: recipient.name },
            ...recipient.details
              .filter((d) => d.value)
              .map((d) => ({ key: d.label, label: d.label, children: d.value })),
          ]}
        />
      ) : null}
      {recipient ? notice : null}
      {draft && (
        <DraftRestored
          title="Your unsaved request is back"
          description="What you wrote to this researcher before was not sent yet, so it was kept for you."
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={draft}
        validateTrigger={triedToSend ? 'onChange' : []}
        onFinish={submit}
        onValuesChange={(_, values) => {
          if (draftKey) writeDraft(draftKey, values);
          setTyped(true);
        }}
        onFinishFailed={() => setTriedToSend(true)}
        onSubmitCapture={() => setTriedToSend(true)}
      >
        <Form.Item name="thesisTitle" label="Thesis Title" required rules={[fieldRule('thesisTitle')]}>
          <Input placeholder="The title of your thesis" maxLength={500} />
        </Form.Item>
        <Form.Item name="researchArea" label="Research Area" required rules={[fieldRule('researchArea')]}>
          <Input placeholder="e.g. Digital technologies education" maxLength={200} />
        </Form.Item>
        <Form.Item name="message" label="Message" required rules={[fieldRule('message')]}>
          <Input.TextArea
            rows={4}
            maxLength={2000}
            placeholder={
              rules === 'supervisor'
                ? 'Introduce yourself and your research (at least 10 characters)'
                : 'Introduce yourself and your thesis'
            }
          />
        </Form.Item>
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={cancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            Send Request
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
