import type { StaffRole } from '#shared/schemas/console.ts';
import { uniqueViolation } from '../db/errors.ts';
import { hashPassword } from '../passwords.ts';
import type { Services } from '../services.ts';
import { SUPPORT_OPERATOR } from './support.ts';

/**
 * The demo's authenticator key: every demo staff account's second factor is set up with it, so
 * whoever tries the console adds it once to an authenticator app (it is printed at start).
 */
export const DEMO_STAFF_FACTOR_KEY = 'OJADEMOSTAFFKEYFORTHECONSOLEAPPS';

const STAFF_PASSWORD = 'oja-staff-2026';

/** One demo staff account per console role besides support's operator (who holds support). */
export const DEMO_STAFF = [
  {
    role: 'Finance',
    roles: ['finance'],
    firstName: 'Ibrahim',
    lastName: 'Danjuma',
    email: 'finance@oja.ng',
    handle: 'oja_finance',
    phone: '8030000004',
    referralCode: 'OJAFUNDS',
    password: STAFF_PASSWORD,
  },
  {
    role: 'Content',
    roles: ['content'],
    firstName: 'Ngozi',
    lastName: 'Okonkwo',
    email: 'content@oja.ng',
    handle: 'oja_content',
    phone: '8030000005',
    referralCode: 'OJAWORDS',
    password: STAFF_PASSWORD,
  },
  {
    role: 'Admin',
    roles: ['admin'],
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    email: 'admin@oja.ng',
    handle: 'oja_admin',
    phone: '8030000006',
    referralCode: 'OJAADMIN',
    password: STAFF_PASSWORD,
  },
] satisfies ({ roles: StaffRole[] } & Record<string, unknown>)[];

type StaffAccount = (typeof DEMO_STAFF)[number];

async function accountOf(services: Services, a: StaffAccount) {
  const found = await services.users.findByLogin({ text: a.email, phone: null });
  if (found) return found;
  try {
    return await services.users.createVerified({
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      handle: a.handle,
      phoneCode: '+234',
      phoneNumber: a.phone,
      passwordHash: await hashPassword(a.password),
      referralCode: a.referralCode,
      phoneVerifiedAt: new Date(),
    });
  } catch (err) {
    // The address or number belongs to someone else on this database: no such staff account.
    if (uniqueViolation(err)) return null;
    throw err;
  }
}

/** Gives the demo its staff: support's operator, and the finance, content and admin accounts. */
export async function seedStaff(services: Services): Promise<void> {
  const operator = await services.users.findByLogin({ text: SUPPORT_OPERATOR.email, phone: null });
  if (operator) await services.console.enrol(operator.id, ['support'], DEMO_STAFF_FACTOR_KEY);
  for (const a of DEMO_STAFF) {
    const user = await accountOf(services, a);
    if (user) await services.console.enrol(user.id, a.roles, DEMO_STAFF_FACTOR_KEY);
  }
}
