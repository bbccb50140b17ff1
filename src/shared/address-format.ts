// Apart from the number formats most screens load: only a few screens show an address.

/**
 * An address on one line as Nigerians write it: street, city, LGA, state — the LGA left out when
 * it is the city's own name ("Ikeja, Lagos", never "Ikeja, Ikeja, Lagos").
 */
export function formatAddress(a: {
  street?: string | null;
  city?: string | null;
  lga?: string | null;
  state?: string | null;
}): string {
  const same = (x?: string | null, y?: string | null) =>
    Boolean(x && y && x.trim().toLowerCase() === y.trim().toLowerCase());
  return [a.street, a.city, same(a.lga, a.city) ? null : a.lga, a.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
