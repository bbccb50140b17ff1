import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { loginPath } from '#web/lib/login-path.ts';
import { Logo } from './logo.tsx';
import { MenuButton } from './menu-button.tsx';
import { LogoutIcon } from './icons/logout.tsx';
import { LoginIcon } from './icons/login.tsx';
import { DotsIcon } from './icons/dots.tsx';
import { UserPlusIcon as SignupIcon } from './icons/user-plus.tsx';
import type { Glyph as NavIcon } from './icons/glyph.tsx';
import classes from './dashboard-shell.module.css';

export type ShellEntry = {
  label: string;
  to: string;
  icon: NavIcon;
  end?: boolean;
  /** A shorter label for the phone's bottom navigation. */
  short?: string;
};

type Props = {
  /** Shown above the menu entries: whose area this is. */
  title: ReactNode;
  entries: ShellEntry[];
  /** Links below the menu entries (help, outside pages). */
  links?: ShellEntry[];
  /** Shown at the top of the menu: the account switcher. */
  account?: ReactNode;
  /** Signed in: the menu ends with Logout. Visitors get Log in and Sign up instead. */
  onLogout?: () => void;
  headerRight?: ReactNode;
};

/** A visitor's Log in and Sign up, each coming back to the page they are on. */
const visitorLinks = (back: string): ShellEntry[] => [
  { label: 'Log in', to: loginPath(back), icon: LoginIcon },
  { label: 'Sign up', to: `/auth/register?redirect=${encodeURIComponent(back)}`, icon: SignupIcon },
];

function MenuLink({ entry, onClick }: { entry: ShellEntry; onClick?: () => void }) {
  const Icon = entry.icon;
  return (
    <RouterNavLink to={entry.to} end={entry.end} onClick={onClick} className={classes.menuItem}>
      <Icon size={20} stroke={1.6} />
      <span>{entry.label}</span>
    </RouterNavLink>
  );
}

/**
 * The signed-in areas: a header, a side menu on desktop, and on phones (375 px) a slide-in menu
 * plus bottom navigation. Plain CSS layout keeps this shell light for low-end phones.
 */
export function DashboardShell({
  title,
  entries,
  links = [],
  account,
  onLogout,
  headerRight,
}: Props) {
  const [opened, setOpened] = useState(false);
  const toggle = () => setOpened((open) => !open);
  const close = () => setOpened(false);
  const { pathname, search } = useLocation();
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <MenuButton opened={opened} onClick={toggle} hiddenFrom="lg" />
            <Link to="/" aria-label="Oja home" className={classes.plainLink}>
              <Logo size={30} />
            </Link>
          </Group>
          {headerRight}
        </Group>
      </header>
      {opened && <div className={classes.backdrop} onClick={close} aria-hidden="true" />}
      <nav className={classes.navbar} data-opened={opened || undefined} aria-label="Menu">
        {account && (
          // Choosing an account leaves this menu, like any entry.
          <div className={classes.pinned} onClickCapture={close}>
            {account}
          </div>
        )}
        {/* Only the entries scroll: the account switcher above and Logout below stay in sight
            on a short screen. */}
        <div className={classes.entries}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" mb={6}>
            {title}
          </Text>
          <Stack gap={2}>
            {entries.map((entry) => (
              <MenuLink key={entry.to} entry={entry} onClick={close} />
            ))}
          </Stack>
          {links.map((entry) => (
            <MenuLink key={entry.to} entry={entry} onClick={close} />
          ))}
        </div>
        <div className={classes.pinned}>
          <hr className={classes.divider} />
          {onLogout ? (
            <UnstyledButton className={classes.menuItem} data-danger onClick={onLogout}>
              <LogoutIcon size={20} stroke={1.6} />
              <span>Logout</span>
            </UnstyledButton>
          ) : (
            visitorLinks(`${pathname}${search}`).map((entry) => (
              <MenuLink key={entry.label} entry={entry} onClick={close} />
            ))
          )}
        </div>
      </nav>
      <Box component="main" className={classes.main} p={{ base: 'sm', sm: 'lg' }}>
        <Outlet />
      </Box>
      <nav className={`${classes.bottomNav} ${classes.mobileOnly}`} aria-label="Quick links">
        {entries.slice(0, 4).map((entry) => {
          const Icon = entry.icon;
          return (
            <RouterNavLink
              key={entry.to}
              to={entry.to}
              end={entry.end}
              className={classes.plainLink}
            >
              {({ isActive }) => (
                <Stack gap={2} align="center" c={isActive ? 'navy.8' : 'gray.7'}>
                  <Icon size={22} stroke={1.6} />
                  <Text size="xs" fw={isActive ? 700 : 500}>
                    {entry.short ?? entry.label}
                  </Text>
                </Stack>
              )}
            </RouterNavLink>
          );
        })}
        <UnstyledButton onClick={toggle} aria-label="More">
          <Stack gap={2} align="center" c="gray.7">
            <DotsIcon size={22} stroke={1.6} />
            <Text size="xs" fw={500}>
              More
            </Text>
          </Stack>
        </UnstyledButton>
      </nav>
    </div>
  );
}
