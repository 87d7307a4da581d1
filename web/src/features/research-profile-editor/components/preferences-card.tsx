import { Button, Form, Input, Switch } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Profile } from '@app/contracts/profile/http';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useReportUnsaved } from '../../../components/unsaved-changes/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { clearDraft, keptOver, readDraft, writeDraft } from '../../../lib/drafts';
import { useDiscardKeptOnLeave } from '../../../lib/use-draft';
import { useUpdatePreferences } from '../../../api/profile/update-preferences';
import { SectionCard } from './section-card';

interface PreferencesForm {
  availableForSupervision: boolean;
  availableForExamination: boolean;
  acceptingCollaborations: boolean;
  contactPreferences: string;
  emailVisibleToMembers: boolean;
  researchStatement: string;
}

/** The form's values for a saved profile. */
function savedPreferences(profile: Profile): PreferencesForm {
  return {
    availableForSupervision: profile.availableForSupervision,
    availableForExamination: profile.availableForExamination,
    // Open to collaborations unless explicitly not (spec 1 §3).
    acceptingCollaborations: profile.acceptingCollaborations !== false,
    contactPreferences: profile.contactPreferences ?? '',
    emailVisibleToMembers: profile.emailVisibleToMembers,
    researchStatement: profile.researchStatement ?? '',
  };
}

/** Whether the form holds what is saved (texts are saved trimmed). */
function samePreferences(form: PreferencesForm, saved: PreferencesForm): boolean {
  return (
    form.availableForSupervision === saved.availableForSupervision &&
    form.availableForExamination === saved.availableForExamination &&
    form.acceptingCollaborations === saved.acceptingCollaborations &&
    form.emailVisibleToMembers === saved.emailVisibleToMembers &&
    (form.contactPreferences ?? '').trim() === saved.contactPreferences &&
    (form.researchStatement ?? '').trim() === saved.researchStatement
  );
}

/**
 * Availability for supervision, examination and collaboration, and two optional texts (spec 2 §5).
 * While untouched the form follows the saved profile; edits stay until saved, whatever else on the
 * page is saved meanwhile.
 */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const toast = useToast();
  const failure = useFailureToast();
  const update = useUpdatePreferences();
  const [form] = Form.useForm<PreferencesForm>();
  const saved = useMemo(() => savedPreferences(profile), [profile]);
  // Unsaved edits are kept in the tab (lib/drafts), so a sign-in after a lost session or a reload
  // comes back to them.
  const draftKey = `preferences:${profile.id}`;
  const [initial] = useState(() => keptOver(saved, readDraft(draftKey)));
  const current = Form.useWatch([], form) as PreferencesForm | undefined;
  const dirty = current !== undefined && !samePreferences(current, saved);
  useReportUnsaved('academic preferences', dirty);
  useEffect(() => {
    if (dirty && current) writeDraft(draftKey, current);
    else if (current) clearDraft(draftKey);
  }, [draftKey, dirty, current]);
  useDiscardKeptOnLeave(draftKey);
  // A new saved profile replaces the form's values only where the person had changed nothing.
  const previous = useRef(saved);
  useEffect(() => {
    if (samePreferences(form.getFieldsValue(), previous.current)) form.setFieldsValue(saved);
    previous.current = saved;
  }, [form, saved]);

  const onFinish = (values: PreferencesForm) =>
    update.mutate(
      {
        availableForSupervision: values.availableForSupervision,
        availableForExamination: values.availableForExamination,
        acceptingCollaborations: values.acceptingCollaborations,
        contactPreferences: values.contactPreferences?.trim() || null,
        emailVisibleToMembers: values.emailVisibleToMembers,
        researchStatement: values.researchStatement?.trim() || null,
      },
      {
        onSuccess: () =>
          toast({ title: 'Preferences Updated', description: 'Your academic preferences were saved.' }),
        onError: (err) => failure(err, errorMessage(err, 'Failed to update preferences')),
      },
    );

  return (
    <SectionCard
      title="Academic Preferences"
      description="Say whether you are available, so students and colleagues can find you in the finders."
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={initial}>
        <Form.Item
          label="Available for PhD supervision"
          name="availableForSupervision"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label="Available for PhD examination"
          name="availableForExamination"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item label="Open to collaborations" name="acceptingCollaborations" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          label="Show my email address to signed-in members"
          name="emailVisibleToMembers"
          valuePropName="checked"
          extra="Visitors who are not signed in never see it. When off, nobody else sees it: members reach you with connection and supervision requests."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label="Contact preferences"
          name="contactPreferences"
          extra="Optional. How you prefer to be contacted."
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item
          label="Research statement"
          name="researchStatement"
          extra="Optional. What you research and what you are looking for."
        >
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save Preferences
        </Button>
      </Form>
    </SectionCard>
  );
}
