import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { loginPath } from '#web/lib/login-path.ts';
import { logout } from '#web/lib/session.ts';
import { exploreMenu } from '../navigation.ts';

/**
 * The phone menu of the public pages; its code loads when it is first opened. Below the pages come
 * the explore menu's entries, then Log in and Sign up for visitors, Logout for signed-in users.
 */
export default function PublicMenu({
  opened,
  onClose,
  links,
  signedIn,
  back,
}: {
  opened: boolean;
  onClose: () => void;
  links: readonly { label: string; to: string }[];
  signedIn: boolean;
  /** The page the menu is on, where logging in or signing up comes back to. */
  back: string;
}) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const link = (l: { label: string; to: string }, variant = 'subtle') => (
    <Button
      key={l.to}
      component={Link}
      to={l.to}
      variant={variant}
      justify="flex-start"
      onClick={onClose}
    >
      {l.label}
    </Button>
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Logo size={28} />}
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="sm" component="nav" aria-label="Mobile">
        {links.map((l) => link(l))}
        <Divider />
        {exploreMenu(signedIn, me?.profile.handle).map((l) => link(l))}
        {signedIn ? (
          <>
            <Button
              variant="subtle"
              color="red.9"
              justify="flex-start"
              onClick={() => {
                onClose();
                logout();
                navigate('/');
              }}
            >
              Logout
            </Button>
          </>
        ) : (
          <>
            {link({ label: 'Log in', to: loginPath(back) }, 'light')}
            {link(
              { label: 'Sign up', to: `/auth/register?redirect=${encodeURIComponent(back)}` },
              'filled',
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
