/** The form of both request dialogs (spec 1 §3: supervisor and examiner request payloads). */
export interface ThesisRequestValues {
  thesisTitle: string;
  researchArea: string;
  message: string;
}

export type ThesisRequestField = keyof ThesisRequestValues;
export type ThesisRequestErrors = Partial<Record<ThesisRequestField, string>>;

export const SUPERVISOR_MESSAGE_MIN_LENGTH = 10;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Spec 1 §5: thesis title and research area required, message at least 10 characters. */
export function supervisorRequestErrors(values: Partial<ThesisRequestValues>): ThesisRequestErrors {
  const errors: ThesisRequestErrors = {};
  if (!text(values.thesisTitle)) errors.thesisTitle = 'Thesis title is required';
  if (!text(values.researchArea)) errors.researchArea = 'Research area is required';
  if (text(values.message).length < SUPERVISOR_MESSAGE_MIN_LENGTH) {
    errors.message = 'Message must be at least 10 characters';
  }
  return errors;
}

/** Spec 1 §5: all three are required; nothing is sent unless all three are non-empty. */
export function examinerRequestErrors(values: Partial<ThesisRequestValues>): ThesisRequestErrors {
  const errors: ThesisRequestErrors = {};
  if (!text(values.thesisTitle)) errors.thesisTitle = 'Thesis title is required';
  if (!text(values.researchArea)) errors.researchArea = 'Research area is required';
  if (!text(values.message)) errors.message = 'Message is required';
  return errors;
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
