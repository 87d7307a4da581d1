import { Button, Checkbox, Form, Input, Modal, Skeleton, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { ProjectResponse } from '@app/contracts/projects/http';
import { projectLimits, TITLE_AND_DESCRIPTION_REQUIRED } from '@app/contracts/projects/http';
import { schemaRule } from '../../../components/forms/schema-rules';
import { QueryState } from '../../../components/query-state/query-state';
import { DraftRestored } from '../../../components/unsaved-changes/draft-restored';
import { useConfirmDiscard } from '../../../components/unsaved-changes/use-confirm-discard';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { clearDraft, keptOver, readDraft, writeDraft } from '../../../lib/drafts';
import { useSession } from '../../../lib/session';
import { useCreateProject } from '../../../api/projects/create-project';
import { useProjectOptions } from '../../../api/projects/get-project-options';
import { useUpdateProject } from '../../../api/projects/update-project';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import {
  EMPTY_PROJECT_FORM,
  formValuesFromProject,
  missingTitleOrDescription,
  projectDraftKey,
  projectFormErrors,
  toProjectBody,
  type ProjectFormValues,
} from '../utils/project-form-values';
import { OptionPicker } from './option-picker';

type Props =
  | { mode: 'create'; open: boolean; onClose: () => void; project?: undefined }
  | { mode: 'edit'; open: boolean; onClose: () => void; project: ProjectResponse | null };

const FORM_NAME = 'project-form';

/**
 * The Propose and Edit dialogs (spec 2 §2-§5). The dialog stays open with everything typed when
 * saving fails; it closes and forgets the form when saving succeeds or is cancelled, and closing
 * it by hand once something was changed asks first. What is typed is kept as a draft until then,
 * so a sign-in in between (the session ended while writing) or a reload brings it back.
 */
export function ProjectFormDialog({ mode, open, onClose, project }: Props) {
  const toast = useToast();
  const failure = useFailureToast();
  const create = useCreateProject();
  const update = useUpdateProject();
  const saving = create.isPending || update.isPending;
  const isEdit = mode === 'edit';
  const userId = useSession().user?.id;
  const draftKey =
    userId === undefined ? undefined : projectDraftKey(userId, isEdit ? project?.id : undefined);
  const [changed, setChanged] = useState(false);
  const markChanged = useCallback(() => setChanged(true), []);
  const close = () => {
    if (draftKey) clearDraft(draftKey);
    onClose();
  };
  const cancel = useConfirmDiscard(changed, close, { keptAsDraft: true });

  const submit = async (values: ProjectFormValues) => {
    if (missingTitleOrDescription(values)) {
      toast({ title: 'Error', description: TITLE_AND_DESCRIPTION_REQUIRED, variant: 'destructive' });
      return;
    }
    const body = toProjectBody(values);
    try {
      if (isEdit && project) {
        await update.mutateAsync({ id: project.id, body });
        toast({ title: 'Success', description: 'Research project updated successfully' });
      } else {
        await create.mutateAsync(body);
        toast({ title: 'Success', description: 'Research project created successfully' });
      }
      close();
    } catch (err) {
      failure(err, errorMessage(err, isEdit ? 'Failed to update project' : 'Failed to create project'));
    }
  };

  const initialValues = isEdit && project ? formValuesFromProject(project) : EMPTY_PROJECT_FORM;

  return (
    <Modal
      open={open && (!isEdit || Boolean(project))}
      title={isEdit ? 'Edit Project' : 'Propose Project'}
      onCancel={cancel}
      width={760}
      destroyOnHidden
      afterClose={() => setChanged(false)}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={cancel} disabled={saving}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={FORM_NAME} loading={saving}>
          {isEdit ? 'Update Project' : 'Create Project'}
        </Button>,
      ]}
    >
      <ProjectForm
        initialValues={initialValues}
        draftKey={draftKey}
        onSubmit={submit}
        onChange={markChanged}
        disabled={saving}
      />
    </Modal>
  );
}

interface FormProps {
  initialValues: ProjectFormValues;
  /** Where what is typed is kept; a draft found there on opening is restored. */
  draftKey: string | undefined;
  onSubmit: (values: ProjectFormValues) => void;
  /** The person changed a field. */
  onChange: () => void;
  disabled: boolean;
}

/** The project form of spec 2 §3; mounted only while its dialog is open, so each opening starts afresh. */
function ProjectForm({ initialValues, draftKey, onSubmit, onChange, disabled }: FormProps) {
  const [form] = Form.useForm<ProjectFormValues>();
  const [draft] = useState(() => (draftKey ? readDraft<ProjectFormValues>(draftKey) : undefined));
  useEffect(() => {
    if (draft) onChange();
  }, [draft, onChange]);
  const fundingRequired = Form.useWatch('fundingRequired', form);
  const options = useProjectOptions();
  const toast = useToast();

  const onFinishFailed = ({ errorFields }: { errorFields: Array<{ name: (string | number)[] }> }) => {
    if (errorFields.some((f) => f.name[0] === 'title' || f.name[0] === 'description')) {
      toast({ title: 'Error', description: TITLE_AND_DESCRIPTION_REQUIRED, variant: 'destructive' });
    }
  };

  // Title and description are required (marked *), by the contract's rules.
  const rules = (field: 'title' | 'description') => [schemaRule(form, projectFormErrors, field)];

  return (
    <Form<ProjectFormValues>
      name={FORM_NAME}
      form={form}
      layout="vertical"
      initialValues={keptOver(initialValues, draft)}
      onFinish={onSubmit}
      onFinishFailed={onFinishFailed}
      onValuesChange={(_, values) => {
        if (draftKey) writeDraft(draftKey, values);
        onChange();
      }}
      requiredMark
      disabled={disabled}
    >
      {draft && (
        <DraftRestored
          title="Your unsaved changes are back"
          description="What you wrote here before was not saved yet, so it was kept for you."
        />
      )}
      <Form.Item name="title" label="Project Title" required rules={rules('title')}>
        <Input maxLength={projectLimits.title} />
      </Form.Item>
      <Form.Item name="description" label="Description" required rules={rules('description')}>
        <Input.TextArea rows={4} maxLength={projectLimits.description} showCount />
      </Form.Item>
      <Form.Item name="objectives" label="Objectives">
        <Input.TextArea rows={3} maxLength={projectLimits.text} />
      </Form.Item>
      <Form.Item name="expectedOutputs" label="Expected Outputs">
        <Input.TextArea rows={3} maxLength={projectLimits.text} />
      </Form.Item>
      <Form.Item name="duration" label="Duration">
        <Input maxLength={projectLimits.shortText} placeholder="e.g. 18 months" />
      </Form.Item>
      <Form.Item name="fundingRequired" valuePropName="checked">
        <Checkbox>Funding required</Checkbox>
      </Form.Item>
      {fundingRequired && (
        <Form.Item name="fundingAmount" label="Funding Amount">
          <Input maxLength={projectLimits.shortText} placeholder="e.g. $20,000" />
        </Form.Item>
      )}
      <Form.Item name="skillsNeeded" label="Skills Needed">
        <Input.TextArea rows={2} maxLength={projectLimits.text} />
      </Form.Item>
      <Form.Item name="collaboratorTypes" label="Collaborator Types">
        <Input maxLength={projectLimits.text} placeholder="e.g. Early career researchers, teachers" />
      </Form.Item>
      <QueryState
        query={options}
        loadingLabel="Loading categories and research methods"
        placeholder={<Skeleton active paragraph={{ rows: 4 }} />}
        errorTitle="Failed to load categories and research methods"
      >
        {(choices) => (
          <>
            <Form.Item name="categories" label="Categories">
              <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                {choices.categories.map((c) => (
                  <Tooltip key={c.value} title={c.description} placement="right">
                    <Checkbox value={c.value}>{c.value}</Checkbox>
                  </Tooltip>
                ))}
              </Checkbox.Group>
            </Form.Item>
            <Form.Item name="researchMethods" label="Research Methods">
              <OptionPicker
                options={choices.researchMethods}
                itemName="research method"
                label="Research Methods"
              />
            </Form.Item>
            <Form.Item name="researchMethodologies" label="Research Methodologies">
              <OptionPicker
                options={choices.researchMethodologies}
                itemName="research methodology"
                label="Research Methodologies"
              />
            </Form.Item>
          </>
        )}
      </QueryState>
      <Form.Item
        name="contactEmail"
        label="Contact Email"
        rules={[{ type: 'email', message: 'Please enter a valid email address' }]}
      >
        <Input type="email" maxLength={projectLimits.email} autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="isPublic"
        valuePropName="checked"
        extra="Private projects are seen only by you and the project's members."
      >
        <Checkbox>Public project</Checkbox>
      </Form.Item>
    </Form>
  );
}
