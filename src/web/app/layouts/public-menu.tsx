import { Button, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo.tsx';

/** The phone menu of the public pages; its code loads when it is first opened. */
export default function PublicMenu({
  opened,
  onClose,
  links,
}: {
  opened: boolean;
  onClose: () => void;
  links: { label: string; to: string }[];
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Logo size={28} />}
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="sm" component="nav" aria-label="Mobile">
        {links.map((l) => (
          <Button
            key={l.to}
            component={Link}
            to={l.to}
            variant="subtle"
            justify="flex-start"
            onClick={onClose}
          >
            {l.label}
          </Button>
        ))}
      </Stack>
    </Drawer>
  );
}
