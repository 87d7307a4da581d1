import { Button, Form, Input, Switch } from 'antd';
import type { Profile } from '@app/contracts/profile/http';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdatePreferences } from '../api/update-preferences';
import { SectionCard } from './section-card';

interface PreferencesForm {
  availableForSupervision: boolean;
  availableForExamination: boolean;
  acceptingCollaborations: boolean;
  contactPreferences: string;
  researchStatement: string;
}

/** Availability for supervision, examination and collaboration, and two optional texts (spec 2 §5). */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const toast = useToast();
  const update = useUpdatePreferences();
  const [form] = Form.useForm<PreferencesForm>();

  const onFinish = (values: PreferencesForm) =>
    update.mutate(
      {
        availableForSupervision: values.availableForSupervision,
        availableForExamination: values.availableForExamination,
        acceptingCollaborations: values.acceptingCollaborations,
        contactPreferences: values.contactPreferences?.trim() || null,
        researchStatement: values.researchStatement?.trim() || null,
      },
      {
        onSuccess: () =>
          toast({ title: 'Preferences Updated', description: 'Your academic preferences were saved.' }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to update preferences'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <SectionCard
      title="Academic Preferences"
      description="Say whether you are available, so students and colleagues can find you in the finders."
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          availableForSupervision: profile.availableForSupervision,
          availableForExamination: profile.availableForExamination,
          // Open to collaborations unless explicitly not (spec 1 §3).
          acceptingCollaborations: profile.acceptingCollaborations !== false,
          contactPreferences: profile.contactPreferences ?? '',
          researchStatement: profile.researchStatement ?? '',
        }}
      >
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
