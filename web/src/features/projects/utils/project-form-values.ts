import { ProjectBody, type ProjectBodyInput, type ProjectResponse } from '@app/contracts/projects/http';
import { schemaErrors, type FieldErrors } from '../../../components/forms/schema-rules';

/** What the project form holds (spec 2 §3, project form fields). */
export interface ProjectFormValues {
  title: string;
  description: string;
  objectives: string;
  expectedOutputs: string;
  duration: string;
  fundingRequired: boolean;
  fundingAmount: string;
  skillsNeeded: string;
  collaboratorTypes: string;
  categories: string[];
  researchMethods: string[];
  researchMethodologies: string[];
  contactEmail: string;
  isPublic: boolean;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  objectives: '',
  expectedOutputs: '',
  duration: '',
  fundingRequired: false,
  fundingAmount: '',
  skillsNeeded: '',
  collaboratorTypes: '',
  categories: [],
  researchMethods: [],
  researchMethodologies: [],
  contactEmail: '',
  isPublic: true,
};

/**
 * Where a proposal or an edit in progress is kept until it is saved or discarded (lib/drafts):
 * under the writer's user id, so whoever signs in next in the same tab never finds it.
 */
export const projectDraftKey = (userId: string, projectId?: string) =>
  projectId === undefined ? `project-create:${userId}` : `project-edit:${projectId}:${userId}`;

/** The edit dialog starts from the project as it is. */
export function formValuesFromProject(project: ProjectResponse): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    objectives: project.objectives ?? '',
    expectedOutputs: project.expectedOutputs ?? '',
    duration: project.duration ?? '',
    fundingRequired: project.fundingRequired,
    fundingAmount: project.fundingAmount ?? '',
    skillsNeeded: project.skillsNeeded ?? '',
    collaboratorTypes: project.collaboratorTypes ?? '',
    categories: [...project.categories],
    researchMethods: [...project.researchMethods],
    researchMethodologies: [...project.researchMethodologies],
    contactEmail: project.contactEmail ?? '',
    isPublic: project.isPublic,
  };
}

const text = (value: string | undefined | null) => value?.trim() ?? '';
const optional = (value: string | undefined | null) => text(value) || null;

/**
 * The body of POST and PUT: every field sent (blank ones as null, so an edit can clear them), the
 * three lists as JSON text as the spec describes, and a funding amount only when funding is required.
 */
export function toProjectBody(values: ProjectFormValues): ProjectBodyInput {
  return {
    title: text(values.title),
    description: text(values.description),
    objectives: optional(values.objectives),
    expectedOutputs: optional(values.expectedOutputs),
    duration: optional(values.duration),
    fundingRequired: Boolean(values.fundingRequired),
    fundingAmount: values.fundingRequired ? optional(values.fundingAmount) : null,
    skillsNeeded: optional(values.skillsNeeded),
    collaboratorTypes: optional(values.collaboratorTypes),
    categories: JSON.stringify(values.categories ?? []),
    researchMethods: JSON.stringify(values.researchMethods ?? []),
    researchMethodologies: JSON.stringify(values.researchMethodologies ?? []),
    contactEmail: optional(values.contactEmail),
    isPublic: values.isPublic !== false,
  };
}

/**
 * The form's messages: the contract's rules for the project form (ProjectBody, what create and
 * update take) and its words, through the forms' one adapter. Spec 2 §5: title and description
 * are required, with one message for either, shown on the one left empty.
 */
export function projectFormErrors(values: Partial<ProjectFormValues>): FieldErrors<keyof ProjectFormValues> {
  return schemaErrors(ProjectBody, toProjectBody({ ...EMPTY_PROJECT_FORM, ...values }), [
    'title',
    'description',
  ]);
}

/** Spec 2 §5: both are required, with one message for either. */
export function missingTitleOrDescription(values: Pick<ProjectFormValues, 'title' | 'description'>): boolean {
  const errors = projectFormErrors(values);
  return errors.title !== undefined || errors.description !== undefined;
}
