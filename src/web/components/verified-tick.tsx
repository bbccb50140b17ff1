import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

/** The verified tick shown next to the name of a user or business holding an approved badge. */
export function VerifiedTick({ verified, size = 16 }: { verified?: boolean; size?: number }) {
  if (!verified) return null;
  return (
    <span
      role="img"
      aria-label="Verified"
      title="Verified"
      style={{
        display: 'inline-flex',
        verticalAlign: 'middle',
        flexShrink: 0,
        color: 'var(--mantine-color-blue-6)',
        marginInlineStart: 4,
      }}
    >
      <IconRosetteDiscountCheckFilled size={size} aria-hidden="true" />
    </span>
  );
}
