import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useNewsletterLink } from '#web/features/newsletters/api/newsletters.ts';

const WORDS = {
  confirm: {
    title: 'Confirm your subscription',
    working: 'Confirming your subscription…',
    done: (name: string) => `You are subscribed to ${name}’s newsletter.`,
    next: 'The next one will reach your inbox. Every e-mail has a link to leave.',
  },
  unsubscribe: {
    title: 'Leave a newsletter',
    working: 'Taking you off the list…',
    done: (name: string) => `You will no longer get ${name}’s newsletter.`,
    next: 'Changed your mind? Subscribe again from the store.',
  },
} as const;

/** `/newsletter/{confirm|unsubscribe}/{token}`: where the links in a newsletter's e-mails lead. */
export default function NewsletterLinkScreen() {
  const { action = '', token = '' } = useParams();
  const link = useNewsletterLink();
  const words = action === 'confirm' || action === 'unsubscribe' ? WORDS[action] : null;
  useDocumentTitle(words ? `${words.title} | Oja` : null);
  // Opened once, when the page is: the link does its work without another tap.
  const opened = useRef(false);
  useEffect(() => {
    if (!words || opened.current) return;
    opened.current = true;
    link.mutate({ action: action as 'confirm' | 'unsubscribe', token });
  }, [action, token, words, link]);

  if (!words) return <NotFound />;
  return (
    <Container size="xs" py={{ base: 48, sm: 96 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {words.title}
        </Title>
        {link.isSuccess ? (
          <>
            <Alert color="navy" role="status" w="100%">
              <Text fw={600}>{words.done(link.data.business.name)}</Text>
              <Text size="sm">{words.next}</Text>
            </Alert>
            <Button component={Link} to={`/store/${link.data.business.handle}`}>
              Visit {link.data.business.name}
            </Button>
          </>
        ) : link.isError ? (
          <>
            <Alert color="red" role="alert" w="100%" title="This link is not valid any more">
              <Text size="sm">
                It may be from an older e-mail. Subscribe again from the store, or ask us for help.
              </Text>
            </Alert>
            <Button component={Link} to="/support" variant="light">
              Get help
            </Button>
          </>
        ) : (
          <Stack gap="xs" align="center" role="status" aria-label={words.working}>
            <Loader size="sm" />
            <Text size="sm">{words.working}</Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
