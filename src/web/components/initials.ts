/**
 * "Tunde Bakare" → "TB": the placeholder of a person or a business without a picture. On its own,
 * so a list drawn in plain markup has it without Mantine's Avatar.
 */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
