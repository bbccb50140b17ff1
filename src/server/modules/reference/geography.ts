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

type LgaEntry = { state: string; lgas: string[] };
const lgasByState = new Map<string, string[]>(
  (locations.lga.all() as LgaEntry[]).map((entry) => [key(entry.state), entry.lgas]),
);

/** Nigeria's local government areas of a state, or null when the state is unknown. */
export function listLgas(state: string): string[] | null {
  const found = findState('NG', state);
  if (!found) return null;
  return lgasByState.get(key(found.name)) ?? null;
}
