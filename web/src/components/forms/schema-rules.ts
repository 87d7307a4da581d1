import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';

/** A form's error messages, at most one per field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Nothing, blank text or an empty list. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The one way a form gets its rules: from the contract's schema for what it sends, in the
 * schema's own words. Gives the first message the schema has for each field of `input`, or none
 * when it is valid. A form-wide message (a rule across fields, path []) such as "Title and
 * description are required" goes to each of the `required` fields left empty. A field's own error
 * does not hide a form-wide one: the schema checks across fields only once each is valid, so the
 * form is read again without the fields in error.
 */
export function schemaErrors<F extends string>(
  schema: z.ZodType,
  input: Partial<Record<F, unknown>>,
  required: readonly F[] = [],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  let formWide: string | undefined;
  let attempt: Record<string, unknown> = input;
  for (let round = 0; round < 2 && formWide === undefined; round += 1) {
    const inError = new Set<string>();
    for (const issue of schema.safeParse(attempt).error?.issues ?? []) {
      const field = issue.path[0];
      if (field === undefined) formWide ??= issue.message;
      else if (typeof field === 'string' && Object.hasOwn(input, field)) {
        errors[field as F] ??= issue.message;
        inError.add(field);
      }
    }
    if (inError.size === 0) break;
    attempt = Object.fromEntries(Object.entries(input).filter(([field]) => !inError.has(field)));
  }
  if (formWide !== undefined) {
    for (const field of required) if (isEmpty(input[field])) errors[field] ??= formWide;
  }
  return errors;
}

/**
 * An antd rule for one field: `errorsOf` (the form's schemaErrors) with this field's value and the
 * rest of the form as it is, so a rule across fields reads them all.
 */
export function schemaRule<V, F extends keyof V & string>(
  form: FormInstance<V>,
  errorsOf: (values: Partial<V>) => FieldErrors<F>,
  field: F,
): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = errorsOf({ ...form.getFieldsValue(), [field]: value } as Partial<V>)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
