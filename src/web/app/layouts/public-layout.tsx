import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { titleFor } from '#shared/page-titles.ts';
import { Logo } from '#web/components/logo.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { useClientStore } from '#web/lib/store.ts';
import { exploreMenu, PUBLIC_LINKS } from '../navigation.ts';
import classes from './public-layout.module.css';

const PublicMenu = lazy(() => import('./public-menu.tsx'));
// The signed-in user's Profile and Create entries need their profile: that code loads for them.
const ExploreLinks = lazy(() => import('./explore-links.tsx'));

function Footer() {
  return (
    <Box component="footer" bg="navy.9" c="gray.3" py="xl" mt="xl">
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={320}>
            <Text fw={700} c="white">
              Oja
            </Text>
            <Text size="sm">Shop from trusted Nigerian businesses and creators. Pay in naira.</Text>
          </Stack>
          <Group gap="lg">
            {PUBLIC_LINKS.map((l) => (
              <Anchor key={l.to} component={Link} to={l.to} c="gray.3" size="sm">
                {l.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text size="xs" mt="lg" c="gray.5">
          © {new Date().getFullYear()} Oja. Made in Nigeria.
        </Text>
      </Container>
    </Box>
  );
}

/** Marketing pages: header with Shop Now, links and account, then the page, then the footer. */
export default function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const { pathname } = useLocation();
  useDocumentTitle(titleFor(pathname));
  const account = signedIn
    ? { label: 'My account', to: '/shopper/account' }
    : { label: 'Log in', to: '/auth/login' };

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Anchor component={Link} to="/" aria-label="Oja home" underline="never">
              <Logo />
            </Anchor>
            <Group gap="lg" visibleFrom="md" component="nav" aria-label="Main">
              {PUBLIC_LINKS.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} c="navy.9" fw={500}>
                  {l.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <CartButton />
              {signedIn ? (
                <Suspense fallback={null}>
                  <ExploreLinks />
                </Suspense>
              ) : (
                exploreMenu(false, undefined).map((l) => (
                  <Button key={l.to} component={Link} to={l.to} variant="subtle" visibleFrom="md">
                    {l.label}
                  </Button>
                ))
              )}
              <Button component={Link} to={account.to} variant="subtle" visibleFrom="sm">
                {account.label}
              </Button>
              <Button component={Link} to="/shopper" color="amber.5" c="navy.9">
                Shop Now
              </Button>
              <Burger
                opened={opened}
                onClick={() => {
                  setMenuUsed(true);
                  toggle();
                }}
                hiddenFrom="md"
                aria-label="Open menu"
              />
            </Group>
          </Group>
        </Container>
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMenu opened={opened} onClose={close} links={PUBLIC_LINKS} signedIn={signedIn} />
        </Suspense>
      )}
      <main className={classes.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
