import { z } from 'zod';
import { IdParams } from './common';
import { defineRoute } from './define-route';

/**
 * A person's data, as each service holds it (Australian Privacy Principle 12: access to what is
 * held about them). Every service answers for its own part at `GET /internal/personal-data/:id`
 * (its `<service>InternalRoutes.personalData`), and the gateway gathers the parts into the one file
 * "Download my data" gives (`contracts/src/gateway/personal-data.ts`).
 */

/** "Download my data" (the gateway's `personalData` route), named here so the web needs no schemas. */
export const PERSONAL_DATA_PATH = '/api/account/personal-data';

/** One stored row about the person, with its columns as the service names them. */
export const PersonalDataRow = z.record(z.string(), z.unknown());
export type PersonalDataRow = z.infer<typeof PersonalDataRow>;
export const PersonalDataRows = z.array(PersonalDataRow);

/** A service's export route, answering `part` for the user `:id`. */
export function personalDataRoute<const Part extends z.ZodType>(part: Part) {
  return defineRoute({
    method: 'GET',
    path: '/internal/personal-data/:id',
    auth: 'internal',
    params: IdParams,
    response: { 200: part },
  });
}
