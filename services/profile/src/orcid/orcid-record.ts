import { z } from 'zod';

/**
 * The parts of an ORCID API v3.0 `/record` answer this service reads, parsed leniently: every
 * field may be missing or null, unknown fields are ignored, and one malformed item (a work, an
 * employment) is dropped instead of failing the whole record.
 */
const Text = z.union([z.string(), z.number()]).transform(String);
const Wrapped = z.object({ value: Text.nullish() }).nullish();

export const FuzzyDate = z.object({ year: Wrapped, month: Wrapped, day: Wrapped }).nullish().catch(null);
export type FuzzyDate = z.infer<typeof FuzzyDate>;

export const ExternalId = z.object({
  'external-id-type': z.string().nullish(),
  'external-id-value': Text.nullish(),
  'external-id-normalized': Wrapped,
  'external-id-url': Wrapped,
  'external-id-relationship': z.string().nullish(),
});
export type ExternalId = z.infer<typeof ExternalId>;

const ExternalIds = z
  .object({ 'external-id': z.array(ExternalId.nullable().catch(null)).nullish() })
  .nullish()
  .catch(null);

export const WorkSummary = z.object({
  'put-code': z.union([z.number(), z.string()]).nullish(),
  title: z.object({ title: Wrapped, subtitle: Wrapped }).nullish(),
  'external-ids': ExternalIds,
  url: Wrapped,
  type: z.string().nullish(),
  'publication-date': FuzzyDate,
  'journal-title': Wrapped,
  'display-index': Text.nullish(),
});
export type WorkSummary = z.infer<typeof WorkSummary>;

const WorkGroup = z.object({
  'work-summary': z.array(WorkSummary.nullable().catch(null)).nullish(),
});

export const AffiliationSummary = z.object({
  'put-code': z.union([z.number(), z.string()]).nullish(),
  'department-name': z.string().nullish(),
  'role-title': z.string().nullish(),
  'start-date': FuzzyDate,
  'end-date': FuzzyDate,
  organization: z.object({ name: z.string().nullish() }).nullish(),
  'display-index': Text.nullish(),
});
export type AffiliationSummary = z.infer<typeof AffiliationSummary>;

/** `summaries[]` items are `{ "employment-summary": {...} }`, `{ "education-summary": {...} }`, ... */
const AffiliationSection = z
  .object({
    'affiliation-group': z
      .array(
        z
          .object({
            summaries: z.array(z.record(z.string(), AffiliationSummary.nullable().catch(null))).nullish(),
          })
          .nullable()
          .catch(null),
      )
      .nullish(),
  })
  .nullish()
  .catch(null);
export type AffiliationSection = z.infer<typeof AffiliationSection>;

export const OrcidRecord = z.object({
  'orcid-identifier': z.object({ path: z.string().nullish() }).nullish(),
  /** `last-modified-date.value` (ms since the epoch) says whether the record changed since. */
  history: z
    .object({ 'last-modified-date': z.object({ value: Text.nullish() }).nullish() })
    .nullish()
    .catch(null),
  person: z
    .object({
      name: z
        .object({ 'given-names': Wrapped, 'family-name': Wrapped, 'credit-name': Wrapped })
        .nullish()
        .catch(null),
      biography: z.object({ content: z.string().nullish() }).nullish().catch(null),
    })
    .nullish()
    .catch(null),
  'activities-summary': z
    .object({
      works: z
        .object({ group: z.array(WorkGroup.nullable().catch(null)).nullish() })
        .nullish()
        .catch(null),
      employments: AffiliationSection,
      educations: AffiliationSection,
      qualifications: AffiliationSection,
      distinctions: AffiliationSection,
    })
    .nullish()
    .catch(null),
});
export type OrcidRecord = z.infer<typeof OrcidRecord>;
