import { z } from 'zod';

/** The one error body every service and the gateway reply with. */
export const ErrorReply = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

export const Role = z.enum(['academic', 'admin']);
export type Role = z.infer<typeof Role>;

/**
 * Who is calling, as the gateway vouches for it in the signed `x-user-context` token.
 * Services trust nothing else about the caller.
 */
export const UserContext = z.object({
  userId: z.uuid(),
  role: Role,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type UserContext = z.infer<typeof UserContext>;

export const IdParams = z.object({ id: z.uuid({ message: 'The id must be a UUID' }) });
export type IdParams = z.infer<typeof IdParams>;

export const OkReply = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkReply = z.infer<typeof OkReply>;

/** Query-string booleans arrive as text. */
export const QueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A query parameter that may be given once or repeated (`?forCodes=a&forCodes=b`). */
export const RepeatedQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const Timestamp = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString() : v));

/**
 * The page of a paged list a query asks for: `limit` (1 to `maxLimit`, else a 400 saying so) and
 * `offset`, both optional; the answer's total comes in the X-Total-Count header.
 */
export function listPageQuery(maxLimit: number, defaultLimit: number) {
  const limitMessage = `limit must be between 1 and ${maxLimit}`;
  const offsetMessage = 'offset must be a whole number, 0 or more';
  return z.object({
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .default(defaultLimit),
    offset: z.coerce.number({ error: offsetMessage }).int(offsetMessage).min(0, offsetMessage).default(0),
  });
}
