import { z } from 'zod';
import { DEFAULT_PHONE_CODE } from '../constants.ts';
import { normalizePhoneNumber, PHONE_NUMBER_INVALID } from '../phone.ts';

/** What someone on the wait-list wants to do once Oja opens for them. */
export const WAIT_LIST_WANTS = ['shop', 'sell'] as const;
export type WaitListWants = (typeof WAIT_LIST_WANTS)[number];

const CONTACT_NEEDED = 'Give an e-mail address or a phone number';

/**
 * Joining the wait-list (`PUT /api/wait-list`): a name, an e-mail address or a Nigerian phone
 * number (or both), shopping or selling, and the state. Every field's problem is named at once.
 */
export const waitListBodySchema = z
  .object({
    name: z
      .string({ message: 'Tell us your name' })
      .trim()
      .min(2, 'Tell us your name')
      .max(80, 'Keep your name under 80 characters'),
    email: z
      .email({ message: 'Enter a valid email address' })
      .max(254, 'Enter a valid email address')
      .transform((e) => e.toLowerCase())
      .optional(),
    phone: z
      .string({ message: PHONE_NUMBER_INVALID })
      .trim()
      .max(30, PHONE_NUMBER_INVALID)
      .optional()
      .transform((p, ctx) => {
        if (!p) return undefined;
        const national = normalizePhoneNumber(DEFAULT_PHONE_CODE, p);
        if (!national) ctx.addIssue({ code: 'custom', message: PHONE_NUMBER_INVALID });
        // A wrong number is still a number given: only its own message is shown.
        return national ?? p;
      }),
    wants: z.enum(WAIT_LIST_WANTS, { message: 'Choose whether you want to shop or to sell' }),
    state: z
      .string({ message: 'Choose your state' })
      .trim()
      .min(2, 'Choose your state')
      .max(60, 'Choose your state'),
  })
  // Checked even when other fields are wrong, so the answer names every problem at once.
  .superRefine(
    (body, ctx) => {
      const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
      if (body && typeof body === 'object' && (given(body.email) || given(body.phone))) return;
      ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_NEEDED });
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CONTACT_NEEDED });
    },
    { when: () => true },
  );
export type WaitListBody = z.infer<typeof waitListBodySchema>;
