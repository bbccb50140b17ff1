import { City, Country, State } from 'country-state-city';
import locations from 'locations-ng';

/**
 * Countries, states and cities come from `country-state-city`; Nigeria's 774 local government
 * areas from `locations-ng`, matched to the states by name.
 */
export type CountryDto = {
  iso: string;
  name: string;
  phoneCode: string;
  currency: string | null;
  flag: string;
};
export type StateDto = { code: string; name: string };

const countries: CountryDto[] = Country.getAllCountries().map((c) => ({
  iso: c.isoCode,
  name: c.name,
  phoneCode: `+${c.phonecode.replace(/^\+/, '')}`,
  currency: c.currency || null,
  flag: c.flag,
}));

export const listCountries = (): CountryDto[] => countries;

/** Compares state names however they are written: case, "State", "Abuja", spaces, dashes. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(state|abuja)\b/g, '')
    .replace(/[^a-z]/g, '');

export function listStates(iso: string): StateDto[] | null {
  const country = Country.getCountryByCode(iso.toUpperCase());
  if (!country) return null;
  return State.getStatesOfCountry(country.isoCode).map((s) => ({ code: s.isoCode, name: s.name }));
}

/** A state by its code or its name (however written: "Lagos State", "FCT", "Abuja"), within a country. */
export function findState(iso: string, state: string): StateDto | null {
  const wanted = state.trim().toLowerCase();
  const states = listStates(iso) ?? [];
  const byCode = states.find((s) => s.code.toLowerCase() === wanted);
  if (byCode) return byCode;
  const alias = ['fct', 'abuja', 'f.c.t'].includes(wanted) ? 'federal capital territory' : wanted;
  return states.find((s) => key(s.name) === key(alias)) ?? null;
}

export function listCities(iso: string, state: string): string[] | null {
  const found = findState(iso, state);
  if (!found) return null;
  return City.getCitiesOfState(iso.toUpperCase(), found.code).map((c) => c.name);
}

/** Names written differently from the general rule below, as the areas write them. */
const LGA_SPELLINGS: Record<string, string> = {
  'ado odo/ota': 'Ado-Odo/Ota',
  amac: 'Abuja Municipal',
  sokoto: 'Sokoto North',
  tudun: 'Tudun Wada',
  'dan-musa': 'Danmusa',
  'sabon-gari': 'Sabon Gari',
  'sabon-birni': 'Sabon Birni',
  'oji-river': 'Oji River',
  'kaura-namoda': 'Kaura Namoda',
  'talata-mafara': 'Talata Mafara',
  'karim-lamido': 'Karim Lamido',
  "mai'adua": "Mai'Adua",
};

/**
 * An LGA name as Nigerians write it: "Ajeromi/ifelodun" → "Ajeromi-Ifelodun", "Eti-osa" →
 * "Eti-Osa", "Katsina - Ala" → "Katsina-Ala", "Ilorin-east" → "Ilorin East".
 */
export function lgaName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  const spelt = LGA_SPELLINGS[trimmed.toLowerCase()];
  if (spelt) return spelt;
  return trimmed
    .replace(/\s*[/-]\s*(?=(north|south|east|west|central)\b)/gi, ' ')
    .replace(/\s*[/-]\s*/g, '-')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

type LgaEntry = { state: string; lgas: string[] };
const lgasByState = new Map<string, string[]>(
  (locations.lga.all() as LgaEntry[]).map((entry) => [key(entry.state), entry.lgas.map(lgaName)]),
);

/** Nigeria's local government areas of a state, or null when the state is unknown. */
export function listLgas(state: string): string[] | null {
  const found = findState('NG', state);
  if (!found) return null;
  return lgasByState.get(key(found.name)) ?? null;
}
