import { Avatar } from '@mantine/core';
import { initialsOf } from './initials.ts';

export { initialsOf };

/** Initials on indigo until the user uploads a photo (size 128, background 312e81). */
export function UserAvatar({
  name,
  src,
  size = 128,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  const initials = initialsOf(name);
  return (
    <Avatar
      src={src ?? undefined}
      size={size}
      radius={size}
      alt={name}
      styles={{ placeholder: { background: '#312e81', color: '#fff', fontSize: size * 0.36 } }}
    >
      {initials}
    </Avatar>
  );
}
