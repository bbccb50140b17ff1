import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import type { Conversation } from '#shared/schemas/messages.ts';
import { LazyModal } from '#web/components/lazy-modal.tsx';
import { useBlockShopper } from '../api/block-shopper.ts';

/** The business's owner stops (or lets again) the shopper's messages, after confirming. */
export function BlockAction({ conversation }: { conversation: Conversation }) {
  const [asking, setAsking] = useState(false);
  // Opened in the business's inbox: the conversation is that business's.
  const block = useBlockShopper(conversation._id, conversation.business._id);
  const name = conversation.shopper.name;
  const blocking = !conversation.blocked;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray.7" aria-label="Conversation options">
            <IconDotsVertical size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color={blocking ? 'red.8' : undefined} onClick={() => setAsking(true)}>
            {blocking ? 'Block shopper' : 'Unblock shopper'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LazyModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={blocking ? `Block ${name}?` : `Unblock ${name}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          {blocking
            ? `${name} will not be able to send you messages. You can still write to them, and unblock them at any time.`
            : `${name} will be able to send you messages again.`}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            color={blocking ? 'red.8' : 'navy.8'}
            loading={block.isPending}
            onClick={() => block.mutate(blocking, { onSuccess: () => setAsking(false) })}
          >
            {blocking ? 'Block' : 'Unblock'}
          </Button>
        </Group>
      </LazyModal>
    </>
  );
}
