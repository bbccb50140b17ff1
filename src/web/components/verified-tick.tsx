/**
 * The verified tick shown next to the name of a user or business holding an approved badge: a
 * small blue seal with a check, drawn inline (it sits on every card, so it costs next to nothing).
 */
export function VerifiedTick({ verified, size = 16 }: { verified?: boolean; size?: number }) {
  if (!verified) return null;
  return (
    <svg
      role="img"
      aria-label="Verified"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      style={{
        display: 'inline-block',
        verticalAlign: '-0.15em',
        flexShrink: 0,
        marginInlineStart: 4,
      }}
    >
      <title>Verified</title>
      <circle cx="12" cy="12" r="11" fill="var(--mantine-color-blue-6)" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
