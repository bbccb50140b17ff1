import { Box, Button } from '@mantine/core';
import { Link } from 'react-router';

export const AVATAR_SIZE = 34;

/** The avatar's place while its code loads: the same circle, without the initials yet. */
export const avatarSpace = (
  <Box
    w={AVATAR_SIZE}
    h={AVATAR_SIZE}
    bg="#312e81"
    style={{ borderRadius: '50%', flex: 'none' }}
    aria-hidden="true"
  />
);

/** Where the header's Profile goes on wide screens, before the profile says where it leads. */
export const profilePlace = (
  <Button
    component="span"
    variant="subtle"
    visibleFrom="md"
    aria-hidden="true"
    style={{ visibility: 'hidden' }}
  >
    Profile
  </Button>
);

/**
 * The public header's account part while a signed-in user's saved session comes back (the page
 * was rendered before their browser's code ran): Profile's and Create, then the places of their messages and
 * bell and of their picture. Never the visitor's Log in, and nothing moves when the account
 * takes its place.
 */
export function AccountPlace() {
  return (
    <>
      {profilePlace}
      <Button component={Link} to="/shopper/contents" variant="subtle" visibleFrom="md">
        Create
      </Button>
      <span style={{ display: 'inline-block', width: 80, height: 40 }} aria-hidden="true" />
      {avatarSpace}
    </>
  );
}
