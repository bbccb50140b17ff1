import { z } from 'zod';

/** Success envelope of every /api/v1 answer: `{ success: true, message?, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

/** A success answer whose `data` is a T (the shape of `envelope`). */
export type Envelope<T> = Omit<z.infer<ReturnType<typeof envelope>>, 'data'> & { data: T };

/** Error envelope: one message, or one message per field for validation errors. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.union([z.string(), z.record(z.string(), z.string())]),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Paged list shape shared by every list endpoint. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
    perPageLimit: z.number().int(),
    nextPage: z.number().int().nullable(),
    previousPage: z.number().int().nullable(),
  });
}

/** A page of Ts (the shape of `paged`). */
export type Paged<T> = Omit<z.infer<ReturnType<typeof paged>>, 'results'> & { results: T[] };

export const MAX_PAGE_LIMIT = 100;

export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  });
}

export const idSchema = z.uuid({ message: 'Must be a valid id' });

export const NOTHING_TO_CHANGE = 'Send at least one field to change';

/** True when the parsed update holds a value for a field other than `ignored` ones. */
const changesSomething = (patch: object, ignored: readonly string[] = []) =>
  Object.entries(patch).some(([key, value]) => value !== undefined && !ignored.includes(key));

type PatchShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * The body of an update (PATCH / PUT of some fields) from a create body: every field optional and
 * without its default, so what is left out stays as it is, and an update that changes nothing
 * (`{}`, or only fields in `ignored`) is a validation error rather than a write.
 */
export function patchOf<S extends z.ZodRawShape>(
  body: z.ZodObject<S>,
  ignored: readonly (keyof S & string)[] = [],
) {
  const shape = Object.fromEntries(
    Object.entries(body.shape).map(([key, field]) => [
      key,
      ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
    ]),
  ) as unknown as PatchShape<S>;
  return z
    .object(shape)
    .refine((patch) => changesSomething(patch, ignored), { message: NOTHING_TO_CHANGE });
}

/** Comma-separated ids in a query string (at most 100). */
export const idListSchema = z
  .string()
  .trim()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idSchema).max(100, 'At most 100 ids'));

/**
 * A day (`2026-01-31`) or a moment (`2026-01-31T09:30:00Z`: seconds, a fraction and an offset as
 * ISO 8601 writes them) that exists on the calendar.
 */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** "from,to" date range in a query string: ISO dates, either end may be empty. */
export const dateRangeSchema = z
  .string()
  .trim()
  .max(80)
  .regex(/^[^,]*,[^,]*$/, 'Use "from,to"')
  .refine(
    (s) => s.split(',').every((end) => end.trim() === '' || isIsoDate(end.trim())),
    'Use ISO dates like 2026-01-31 or 2026-01-31T09:30:00Z',
  );

/** Comma-separated words of a list in a query string (`HOME_PAGE,VENDORSTACK`). */
export const wordListOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .trim()
    .max(400)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(10));
