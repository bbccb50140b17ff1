import { Box, Center, Paper, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { titleFor } from '#shared/page-titles.ts';
import { Logo } from '#web/components/logo.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';

/** Login, sign-up and password screens: one centred card. */
export default function AuthLayout() {
  const { pathname } = useLocation();
  useDocumentTitle(titleFor(pathname));
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 48 }} px="md">
      <Center mb="lg">
        {/* A plain link around the logo: the screens' own links bring Mantine's Anchor. */}
        <Text component={Link} to="/" aria-label="Oja home">
          <Logo size={40} />
        </Text>
      </Center>
      <Paper
        component="main"
        maw={440}
        mx="auto"
        p={{ base: 'md', sm: 'xl' }}
        radius="lg"
        withBorder
        shadow="sm"
      >
        <Outlet />
      </Paper>
    </Box>
  );
}
