import { useState } from 'react';
import { initialsOf } from './initials.ts';
import classes from './avatar-placeholder.module.css';

export { initialsOf };

/**
 * A person's round photo, or their initials on indigo until they upload one or when it fails to
 * load (size 128, background 312e81). Plain markup: it is on many first screens (decision 067).
 */
export function UserAvatar({
  name,
  src,
  size = 128,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = src && failed !== src ? src : null;
  return (
    <span className={classes.avatar} style={{ width: size, height: size, fontSize: size * 0.36 }}>
      {photo ? (
        <img src={photo} alt={name} width={size} height={size} onError={() => setFailed(photo)} />
      ) : (
        <span title={name}>{initialsOf(name)}</span>
      )}
    </span>
  );
}
