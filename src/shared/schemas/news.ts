import { z } from 'zod';
import { idSchema, pageQuery, paged } from './envelope.ts';

/** Oja's news to the people who asked for it (decision 080): a draft until it is sent. */
export const NEWS_STATUSES = ['draft', 'sending', 'sent'] as const;

/** An issue of Oja's news as staff write it: a subject and the text, in plain words. */
export const newsIssueBodySchema = z.object({
  subject: z
    .string({ message: 'Write a subject' })
    .trim()
    .min(5, 'Write a subject of 5 characters or more')
    .max(120, 'Keep the subject under 120 characters'),
  body: z
    .string({ message: 'Write the news' })
    .trim()
    .min(20, 'Write the news (20 characters or more)')
    .max(10_000, 'Keep the news under 10,000 characters'),
});
export type NewsIssueBody = z.infer<typeof newsIssueBodySchema>;

export const newsIssueSchema = z.object({
  _id: idSchema,
  subject: z.string(),
  body: z.string(),
  status: z.enum(NEWS_STATUSES),
  /** Once sent: how many it went to, and how many e-mails left or could not. */
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  writtenBy: z.string().nullable(),
  sentBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsIssue = z.infer<typeof newsIssueSchema>;

export const newsIssuePageSchema = paged(newsIssueSchema);
export const newsListQuerySchema = pageQuery(10);

/** The console's list: the issues and how many people would receive one sent now. */
export const newsOverviewSchema = z.object({
  subscribers: z.number().int(),
  issues: newsIssuePageSchema,
});
export type NewsOverview = z.infer<typeof newsOverviewSchema>;

/** The e-mail as a subscriber reads it. */
export const newsPreviewSchema = z.object({ subject: z.string(), text: z.string() });

/** A person's choice: Oja's news by e-mail, or not (off until they turn it on). */
export const newsSubscriptionSchema = z.object({
  subscribed: z.boolean({ message: 'Must be true or false' }),
});
export type NewsSubscription = z.infer<typeof newsSubscriptionSchema>;

/** The unsubscribe link's token, from the e-mail. */
export const newsTokenBodySchema = z.object({
  token: z.string({ message: 'This link is not valid' }).trim().min(37).max(120),
});
