import { Button, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMe } from '#web/features/users/api/get-me.ts';
import { BellSlot } from '#web/features/notifications/components/bell-slot.tsx';
import { exploreMenu } from '../navigation.ts';
import { AVATAR_SIZE, avatarSpace, profilePlace } from './account-place.tsx';

const UserAvatar = lazy(() =>
  import('#web/components/avatar-placeholder.tsx').then((m) => ({ default: m.UserAvatar })),
);

/**
 * The public header's part for a signed-in user, loaded for them only: Profile and Create on
 * wide screens, their messages and bell, and their picture leading to My account (the same
 * places `AccountPlace` holds while the saved session comes back).
 */
export default function SignedInHeader() {
  const { data: me } = useMe();
  const name = me ? `${me.profile.firstName} ${me.profile.lastName}` : '';
  return (
    <>
      {/* Profile's place is kept until the profile says where it leads. */}
      {!me && profilePlace}
      {exploreMenu(true, me?.profile.handle)
        .filter((l) => l.to !== '/shopper/account')
        .map((l) => (
          <Button key={l.to} component={Link} to={l.to} variant="subtle" visibleFrom="md">
            {l.label}
          </Button>
        ))}
      <BellSlot chatTo="/shopper/chat" />
      <Link to="/shopper/account" style={{ display: 'flex' }}>
        <VisuallyHidden>My account</VisuallyHidden>
        {/* The picture (or initials) shows who is signed in; the words say where it goes. */}
        <span aria-hidden="true" style={{ display: 'flex' }}>
          <Suspense fallback={avatarSpace}>
            <UserAvatar name={name || 'Oja'} src={me?.profile.avatar} size={AVATAR_SIZE} />
          </Suspense>
        </span>
      </Link>
    </>
  );
}
