import { createHash } from 'node:crypto';

/**
 * The sandbox's bank accounts (docs/paystack-sandbox.md): every ten-digit account number resolves
 * at every listed bank except those starting with 000, which no bank knows. Each number always
 * resolves to the same Nigerian name, derived from its digits. Transfers to 1111111111 fail and
 * transfers to 2222222222 are reversed; transfers to any other account succeed.
 */
export const SANDBOX_ACCOUNTS = {
  failing: '1111111111',
  reversing: '2222222222',
  unknownPrefix: '000',
} as const;

export type TransferOutcome = 'success' | 'failed' | 'reversed';

export const transferOutcome = (accountNumber: string): TransferOutcome =>
  accountNumber === SANDBOX_ACCOUNTS.failing
    ? 'failed'
    : accountNumber === SANDBOX_ACCOUNTS.reversing
      ? 'reversed'
      : 'success';

const FIRST_NAMES = `
  Adaeze Adebayo Aisha Amaka Babajide Bolanle Chidi Chiamaka Chinedu Damilola Emeka Fatima
  Folake Funmilayo Ibrahim Ifeoma Kayode Kelechi Musa Ngozi Nnamdi Obinna Olumide
  Oluwaseun Sadiq Temitope Tunde Uchenna Yetunde Zainab`
  .trim()
  .split(/\s+/);
const SURNAMES = `
  Abubakar Adeleke Adeyemi Afolabi Akande Balogun Bello Chukwu Eze Ibekwe Igwe Lawal
  Mohammed Nwachukwu Nwosu Obi Odukoya Ogunleye Okafor Okeke Okonkwo Olawale Onyeka
  Oyelaran Suleiman Usman Yusuf`
  .trim()
  .split(/\s+/);

/** The account holder's name, as banks return it (upper case), or null when no bank knows the number. */
export function sandboxAccountName(accountNumber: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.startsWith(SANDBOX_ACCOUNTS.unknownPrefix))
    return null;
  const h = createHash('sha256').update(accountNumber).digest();
  const first = FIRST_NAMES[h.readUInt16BE(0) % FIRST_NAMES.length]!;
  let middle = FIRST_NAMES[h.readUInt16BE(2) % FIRST_NAMES.length]!;
  if (middle === first)
    middle = FIRST_NAMES[(FIRST_NAMES.indexOf(first) + 1) % FIRST_NAMES.length]!;
  const surname = SURNAMES[h.readUInt16BE(4) % SURNAMES.length]!;
  return `${surname} ${first} ${middle}`.toUpperCase();
}
