import { Avatar } from '@mantine/core';
import { initialsOf } from '#web/components/initials.ts';
import { usePictures } from '#web/lib/data-saver.ts';

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
  const pictures = usePictures();
  return (
    <Avatar
      src={src ? pictures.thumb(src) : undefined}
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
