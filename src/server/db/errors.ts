/** The unique constraint a PostgreSQL error violated, if that is what it is. */
export function uniqueViolation(err: unknown): string | null {
  const e = (err as { cause?: unknown })?.cause ?? err;
  if (e && typeof e === 'object' && 'code' in e && e.code === '23505' && 'constraint' in e) {
    return String(e.constraint);
  }
  return null;
}
