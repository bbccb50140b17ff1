import { z } from 'zod';
import { CONSOLE_PERMISSIONS, STAFF_ROLES } from '../staff-roles.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';

export {
  CONSOLE_PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type ConsolePermission,
  type StaffRole,
} from '../staff-roles.ts';

/** A code from an authenticator app: six digits (spaces people type between them are dropped). */
export const totpCodeSchema = z
  .string({ message: 'Type the 6-digit code from your authenticator app' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Type the 6-digit code from your authenticator app'));

/** A recovery code as shown once at set-up: 10 letters and digits, a hyphen in the middle allowed. */
export const recoveryCodeSchema = z
  .string({ message: 'Type one of your recovery codes' })
  .transform((s) => s.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{10}$/, 'A recovery code is 10 letters and digits'));

export const factorConfirmBodySchema = z.object({ code: totpCodeSchema });

/** Proving the second factor for this session: a code, or one of the recovery codes. */
export const factorVerifyBodySchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'Type the code from your authenticator app, or one recovery code',
    path: ['code'],
  });

/** Who the signed-in staff member is in the console, and whether this session passed the factor. */
export const consoleMeSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)),
  factor: z.enum(['NOT_SET_UP', 'SET_UP']),
  sessionVerified: z.boolean(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** A new authenticator secret, to scan (the otpauth address) or type (the secret). */
export const factorSetupSchema = z.object({ otpauthUrl: z.string(), secret: z.string() });

/** The recovery codes, shown once when the factor is confirmed. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const staffRolesBodySchema = z.object({
  roles: z
    .array(z.enum(STAFF_ROLES, { message: `A role is one of ${STAFF_ROLES.join(', ')}` }))
    .max(STAFF_ROLES.length)
    .transform((roles) => [...new Set(roles)]),
  reason: z
    .string({ message: 'Say why the roles change' })
    .trim()
    .min(5, 'Say why the roles change (5 characters or more)')
    .max(300, 'Keep the reason under 300 characters'),
});

export const staffMemberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  factor: z.enum(['NOT_SET_UP', 'SET_UP']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffUserParamsSchema = z.object({ userId: idSchema });

export const factorResetBodySchema = z.object({
  reason: z
    .string({ message: 'Say why the authenticator is reset' })
    .trim()
    .min(5, 'Say why the authenticator is reset (5 characters or more)')
    .max(300, 'Keep the reason under 300 characters'),
});

/** One console action or role change, as the audit log keeps it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: idSchema, name: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** The person the action was about, when it was about a person. */
  subjectName: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = paged(auditEntrySchema);

export const auditQuerySchema = pageQuery(25).extend({
  /** Words of the action, subject or reason. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  actorId: idSchema.optional(),
  subjectId: z.string().trim().max(100).optional(),
});

/** A reviewer's decision on a verification request or an ad in review. */
export const reviewDecisionBodySchema = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { message: 'Approve it, or reject it' }),
    /** Told to the requester on a rejection (required then). */
    reason: z.string().trim().max(300, 'Keep the reason under 300 characters').optional(),
  })
  .refine((b) => b.decision === 'APPROVE' || (b.reason?.length ?? 0) >= 5, {
    message: 'Say why it is rejected (5 characters or more): the requester is told',
    path: ['reason'],
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;

export const reviewQueueQuerySchema = pageQuery(20).extend({
  status: z.enum(['PENDING', 'DECIDED']).default('PENDING'),
});
