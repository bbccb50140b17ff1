import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_SUBJECTS,
  REPORTED_ITEM_STATUSES,
} from '../moderation.ts';
import { auditEntrySchema } from './console.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';

export * from '../moderation.ts';

export const reportBodySchema = z.object({
  subjectType: z.enum(REPORT_SUBJECTS, {
    message: `What is reported is one of ${REPORT_SUBJECTS.join(', ')}`,
  }),
  subjectId: idSchema,
  reason: z.enum(REPORT_REASONS, { message: 'Choose why you are reporting it' }),
  details: z
    .string()
    .trim()
    .max(500, 'Keep the details under 500 characters')
    .optional()
    .transform((s) => s || null),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export type ReportInput = z.output<typeof reportBodySchema>;

export const reportReceiptSchema = z.object({ reported: z.literal(true) });

export const reportedItemQuerySchema = pageQuery(20).extend({
  status: z.enum(REPORTED_ITEM_STATUSES).default('OPEN'),
  subjectType: z.enum(REPORT_SUBJECTS).optional(),
  /** Words of the item or the name of its owner. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
});

/** A reported item as a queue shows it: what it is, whose, how often and why it was reported. */
export const reportedItemSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECTS),
  subjectId: idSchema,
  /** What it says or is called, shortened. */
  title: z.string(),
  /** Where it shows in the app, when it still exists. */
  link: z.string().nullable(),
  owner: z.object({ id: idSchema, name: z.string(), handle: z.string() }).nullable(),
  status: z.enum(REPORTED_ITEM_STATUSES),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** Oja removed it (posts and comments). */
  hidden: z.boolean(),
  lastReportedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;
export const reportedItemPageSchema = paged(reportedItemSchema);

export const reportedItemParamsSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECTS, { message: 'Not something that can be reported' }),
  subjectId: idSchema,
});

/** One item with every report made of it and what staff did, newest first. */
export const reportedItemDetailSchema = z.object({
  item: reportedItemSchema,
  reports: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      details: z.string().nullable(),
      reporter: z.object({ id: idSchema, name: z.string() }),
      at: z.string(),
    }),
  ),
  history: z.array(auditEntrySchema),
});
export type ReportedItemDetail = z.infer<typeof reportedItemDetailSchema>;

export const moderationDecisionBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS, {
    message: `The decision is one of ${MODERATION_ACTIONS.join(', ')}`,
  }),
  reason: z
    .string({ message: 'Say why: the author is told' })
    .trim()
    .min(5, 'Say why (5 characters or more): the author is told')
    .max(500, 'Keep the reason under 500 characters'),
});
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBodySchema>;
