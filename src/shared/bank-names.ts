/**
 * The names people use for Nigerian banks beside the name the payment provider lists ("GTB" for
 * Guaranty Trust Bank, "UBA" for United Bank For Africa), by NIBSS bank code, so the bank picker
 * finds a bank however it is called. Spaces, case and punctuation do not count: "gt bank",
 * "GTBank" and "G.T. Bank" are one name.
 */
const COMMON_NAMES: Readonly<Record<string, readonly string[]>> = {
  '120001': ['9PSB', '9mobile'],
  '044': ['Access'],
  '063': ['Diamond', 'Diamond Bank'],
  '120004': ['Airtel', 'SmartCash'],
  '035A': ['ALAT', 'Wema'],
  '023': ['Citi', 'Citibank'],
  '050': ['Ecobank'],
  '51318': ['FairMoney'],
  '070': ['Fidelity'],
  '011': ['First Bank', 'FirstBank', 'FBN'],
  '214': ['FCMB', 'First City'],
  '058': ['GTBank', 'GTB', 'GT Bank', 'GTCO', 'Guaranty Trust', 'GT'],
  '030': ['Heritage'],
  '082': ['Keystone'],
  '50211': ['Kuda'],
  '50515': ['Moniepoint', 'Monie Point', 'TeamApt'],
  '120003': ['MoMo', 'MTN'],
  '999992': ['OPay', 'Paycom', 'O Pay'],
  '999991': ['PalmPay', 'Palm Pay'],
  '110': ['ReadyCash'],
  '076': ['Polaris', 'Skye', 'Skye Bank'],
  '101': ['Providus'],
  '221': ['Stanbic', 'IBTC'],
  '068': ['StanChart', 'SCB'],
  '232': ['Sterling'],
  '032': ['Union', 'UBN'],
  '033': ['UBA'],
  '215': ['Unity'],
  '035': ['Wema', 'ALAT'],
  '057': ['Zenith'],
};

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The names a bank is known by: its listed name first, then what people call it. */
export const bankNames = (bank: { name: string; code: string }): string[] => [
  bank.name,
  ...(COMMON_NAMES[bank.code] ?? []),
];

/**
 * The banks that answer to `search`, those with a name beginning with it first ("uba" puts United
 * Bank For Africa before banks that merely contain the letters), each group in the given order.
 */
export function findBanks<B extends { name: string; code: string }>(
  banks: readonly B[],
  search: string,
): B[] {
  const needle = squeeze(search);
  if (needle === '') return [...banks];
  const starts: B[] = [];
  const contains: B[] = [];
  for (const bank of banks) {
    const names = bankNames(bank).map(squeeze);
    if (names.some((n) => n.startsWith(needle))) starts.push(bank);
    else if (names.some((n) => n.includes(needle))) contains.push(bank);
  }
  return [...starts, ...contains];
}
