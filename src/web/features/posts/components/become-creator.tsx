import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { useBecomeCreator } from '../api/become-creator.ts';

/**
 * The step before a first post: what being a creator means, and the button that makes it so,
 * after a confirmation that says what changes (`changes`: what happens to the user's badge).
 */
export function BecomeCreator({ userId, changes }: { userId: string; changes?: ReactNode }) {
  const become = useBecomeCreator(userId);
  const [confirming, setConfirming] = useState(false);
  useEffect(preloadModal, []);
  return (
    <Card withBorder radius="lg" padding="lg" maw={640}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconSparkles size={26} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          Become a creator
        </Title>
        <Text>
          Creators post photos and stories for the people who follow them on Oja. It is free, and
          you can start as soon as you say yes.
        </Text>
        <List spacing={6} size="sm">
          <List.Item>
            Share posts with up to 10 photos each, pin your best one and hide any.
          </List.Item>
          <List.Item>
            Tag products from your own business, or products you resell as an affiliate, so shoppers
            can buy straight from your post.
          </List.Item>
          <List.Item>
            Followers can like, comment, super-like and send you gifts; gifts go to your wallet,
            less Oja&apos;s share.
          </List.Item>
          <List.Item>
            You are listed among Oja&apos;s creators, where shoppers can follow you.
          </List.Item>
        </List>
        <Button onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          Become a creator
        </Button>
      </Stack>
      <LazyModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Become a creator?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          {changes}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Not now
            </Button>
            <Button
              loading={become.isPending}
              onClick={() => become.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              Yes, become a creator
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Card>
  );
}
