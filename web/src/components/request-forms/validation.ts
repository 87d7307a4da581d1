import { CreateExaminerRequestBody, CreateSupervisorRequestBody } from '@app/contracts/networking/http';
import { schemaErrors, type FieldErrors } from '../forms/schema-rules';

/** The form of both request dialogs (spec 1 §3: supervisor and examiner request payloads). */
export interface ThesisRequestValues {
  thesisTitle: string;
  researchArea: string;
  message: string;
}

export type ThesisRequestField = keyof ThesisRequestValues;
export type ThesisRequestErrors = FieldErrors<ThesisRequestField>;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The form's part of a request body: the contract's own rules and messages (spec 1 §5). */
const supervisorRequestForm = CreateSupervisorRequestBody.omit({ supervisorId: true });
const examinerRequestForm = CreateExaminerRequestBody.omit({ examinerId: true });

/** The form's messages: the contract's rules and words, through the forms' one adapter. */
function fieldErrors(
  form: typeof supervisorRequestForm | typeof examinerRequestForm,
  values: Partial<ThesisRequestValues>,
): ThesisRequestErrors {
  return schemaErrors(form, {
    thesisTitle: values.thesisTitle ?? '',
    researchArea: values.researchArea ?? '',
    message: values.message ?? '',
  });
}

/** Thesis title and research area required, message at least 10 characters. */
export function supervisorRequestErrors(values: Partial<ThesisRequestValues>): ThesisRequestErrors {
  return fieldErrors(supervisorRequestForm, values);
}

/** All three are required; nothing is sent unless all three are non-empty. */
export function examinerRequestErrors(values: Partial<ThesisRequestValues>): ThesisRequestErrors {
  return fieldErrors(examinerRequestForm, values);
}

export function hasErrors(errors: ThesisRequestErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** What is sent: every field trimmed. */
export function trimmedRequest(values: Partial<ThesisRequestValues>): ThesisRequestValues {
  return {
    thesisTitle: text(values.thesisTitle),
    researchArea: text(values.researchArea),
    message: text(values.message),
  };
}
