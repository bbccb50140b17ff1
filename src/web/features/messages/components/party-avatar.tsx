import { Avatar } from '@mantine/core';
import { thumbnailUrl } from '#shared/media.ts';
import { initialsOf } from '#web/components/initials.ts';

/** A business's logo (rounded square) or a shopper's photo (circle); initials until there is one. */
export function PartyAvatar({
  name,
  src,
  size,
  square = false,
}: {
  name: string;
  src: string | null;
  size: number;
  square?: boolean;
}) {
  return (
    <Avatar
      src={src ? thumbnailUrl(src) : undefined}
      alt=""
      size={size}
      radius={square ? 'md' : size}
      color="indigo"
      variant="filled"
      style={{ flex: 'none' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
