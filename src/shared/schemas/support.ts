import { z } from 'zod';
import {
  SUPPORT_MESSAGE,
  SUPPORT_NAME,
  SUPPORT_ORDER_REFERENCE,
  SUPPORT_REPLY,
  SUPPORT_SUBJECT,
} from '../validation/support.ts';
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '../support.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';
import { textSchema } from './rules.ts';
import { emailSchema } from './users.ts';

/**
 * A new request. A visitor gives their name and e-mail; a signed-in user's request carries their
 * account, and an order they name must be one of theirs.
 */
export const supportRequestBodySchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { message: 'Choose a topic' }),
  subject: textSchema(SUPPORT_SUBJECT),
  message: textSchema(SUPPORT_MESSAGE),
  /** An order number as Oja shows it (#3F9A1C) or an order id; empty means none. */
  orderReference: textSchema(SUPPORT_ORDER_REFERENCE).optional(),
  /** Visitors only: how to address them. */
  name: textSchema(SUPPORT_NAME).optional(),
  /** Visitors only: where the answers go. */
  email: emailSchema.optional(),
});
export type SupportRequestBody = z.input<typeof supportRequestBodySchema>;

export const supportReplyBodySchema = z.object({ message: textSchema(SUPPORT_REPLY) });
export type SupportReplyBody = z.infer<typeof supportReplyBodySchema>;

export const supportStatusBodySchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { message: 'Choose open, answered or resolved' }),
});

/** A visitor's secret key from the link in their e-mail; signed-in requesters need none. */
export const supportKeyQuerySchema = z.object({ key: z.string().trim().max(200).optional() });

export const supportRequestParamsSchema = z.object({ id: idSchema });

export const supportListQuerySchema = pageQuery(20);

const from = z.enum(['requester', 'support']);

export const supportMessageSchema = z.object({
  _id: z.string(),
  from,
  /** The requester's name, or "Oja support". */
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportRequestSummarySchema = z.object({
  _id: z.string(),
  /** What the requester quotes: SUP-7KQ2MX. */
  reference: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** The requester's own order it is about, when they were signed in. */
  order: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** The order number as given (a visitor's is not checked). */
  orderReference: z.string().nullable(),
  requester: z.object({ name: z.string(), email: z.string(), member: z.boolean() }),
  lastMessageFrom: from,
  messageCount: z.number().int(),
  createdAt: z.string(),
  /** The last message or status change. */
  updatedAt: z.string(),
});
export type SupportRequestSummary = z.infer<typeof supportRequestSummarySchema>;

export const supportRequestSchema = supportRequestSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** A new request; a visitor's carries the key of its link, shown once. */
export const supportRequestCreatedSchema = supportRequestSchema.extend({
  key: z.string().nullable(),
});
export type SupportRequestCreated = z.infer<typeof supportRequestCreatedSchema>;

export const supportRequestPageSchema = paged(supportRequestSummarySchema);

/** The console's support desk: who took a request, and the requester's account if any. */
const deskFields = {
  assignee: z.object({ _id: idSchema, name: z.string() }).nullable(),
  requesterId: idSchema.nullable(),
};
export const supportDeskSummarySchema = supportRequestSummarySchema.extend(deskFields);
export type SupportDeskSummary = z.infer<typeof supportDeskSummarySchema>;
export const supportDeskRequestSchema = supportRequestSchema.extend(deskFields);
export type SupportDeskRequest = z.infer<typeof supportDeskRequestSchema>;
export const supportDeskPageSchema = paged(supportDeskSummarySchema);

export const SUPPORT_DESK_ASSIGNEES = ['ANYONE', 'ME', 'NOBODY'] as const;
export const supportDeskQuerySchema = pageQuery(20).extend({
  status: z.enum(SUPPORT_STATUSES).optional(),
  assignee: z.enum(SUPPORT_DESK_ASSIGNEES).default('ANYONE'),
  /** Words of the reference, subject, requester's name or e-mail. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
});
export type SupportDeskQuery = z.infer<typeof supportDeskQuerySchema>;

/** Who takes a request: a staff member who handles support, or nobody. */
export const supportAssignBodySchema = z.object({
  assigneeId: idSchema.nullable(),
});
export const supportAssigneeSchema = z.object({ _id: idSchema, name: z.string() });
