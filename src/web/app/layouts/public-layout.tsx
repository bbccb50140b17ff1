import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { titleFor } from '#shared/page-titles.ts';
import { Logo } from '#web/components/logo.tsx';
import { MenuButton } from '#web/components/menu-button.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { loginPath } from '#web/lib/login-path.ts';
import { useViewer } from '#web/lib/session-hint.ts';
import { exploreMenu, PUBLIC_LINKS } from '../navigation.ts';
import type { RouteHandle } from '../routes.tsx';
import { AccountPlace } from './account-place.tsx';
import classes from './public-layout.module.css';

const PublicMenu = lazy(() => import('./public-menu.tsx'));
// A signed-in user's header part (Profile, messages, bell, picture) needs their profile: that
// code loads for them only.
const SignedInHeader = lazy(() => import('./signed-in-header.tsx'));

/**
 * The footer's links: the header's, the theme shop and advertising beside the plans, and the
 * referral programme, the blog and the wait-list beside the questions.
 */
const FOOTER_LINKS = PUBLIC_LINKS.flatMap((l) =>
  l.to === '/pricing'
    ? [l, { label: 'Themes', to: '/themes' }, { label: 'Advertise', to: '/ads' }]
    : l.to === '/faq'
      ? [
          l,
          { label: 'Refer and earn', to: '/referral' },
          { label: 'Blog', to: '/blog' },
          { label: 'Join the wait-list', to: '/about#wait-list' },
          { label: 'Get the app', to: '/app' },
        ]
      : [l],
);

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
            {FOOTER_LINKS.map((l) => (
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
  // Known from the first paint: a page rendered for a signed-in browser holds the account's
  // place until the saved session is back, and never offers Log in meanwhile.
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  // Logging in from here comes back here.
  const back = `${pathname}${search}`;
  // A product, a post or a profile is named by its screen, once it knows the name (the same
  // title the server sent); the other pages have their fixed title.
  const screenTitled = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.ownTitle);
  useDocumentTitle(screenTitled ? null : titleFor(pathname));

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
              {viewer === 'signed-in' ? (
                <Suspense fallback={<AccountPlace />}>
                  <SignedInHeader />
                </Suspense>
              ) : viewer === 'unknown' ? (
                <AccountPlace />
              ) : (
                <>
                  {exploreMenu(false, undefined).map((l) => (
                    <Button key={l.to} component={Link} to={l.to} variant="subtle" visibleFrom="md">
                      {l.label}
                    </Button>
                  ))}
                  <Button component={Link} to={loginPath(back)} variant="subtle" visibleFrom="sm">
                    Log in
                  </Button>
                </>
              )}
              {/* A signed-in phone has its messages, bell and picture here instead. */}
              <Button
                component={Link}
                to="/shopper"
                color="amber.5"
                c="navy.9"
                visibleFrom={viewer === 'visitor' ? undefined : 'sm'}
              >
                Shop Now
              </Button>
              <MenuButton
                opened={opened}
                onClick={() => {
                  setMenuUsed(true);
                  toggle();
                }}
                hiddenFrom="md"
                size={22}
              />
            </Group>
          </Group>
        </Container>
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMenu
            opened={opened}
            onClose={close}
            links={PUBLIC_LINKS}
            signedIn={viewer === 'signed-in'}
            back={back}
          />
        </Suspense>
      )}
      <main className={classes.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
