import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useMe } from '#web/features/account/api/get-me.ts';
import { exploreMenu } from '../navigation.ts';

/** The signed-in user's explore menu entries in the desktop header, before My account. */
export default function ExploreLinks() {
  const { data: me } = useMe();
  return exploreMenu(true, me?.profile.handle)
    .filter((l) => l.to !== '/shopper/account')
    .map((l) => (
      <Button key={l.to} component={Link} to={l.to} variant="subtle" visibleFrom="md">
        {l.label}
      </Button>
    ));
}
