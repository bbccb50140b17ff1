import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useNewsUnsubscribe } from '#web/features/news/api/news.ts';

/** `/news/unsubscribe/{token}`: where the link in Oja's news e-mails leads. */
export default function NewsUnsubscribeScreen() {
  const { token = '' } = useParams();
  const leave = useNewsUnsubscribe();
  useDocumentTitle('Stop Oja’s news | Oja');
  // Opened once, when the page is: the link does its work without another tap.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    leave.mutate(token);
  }, [token, leave]);

  return (
    <Container size="xs" py={{ base: 48, sm: 96 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Stop Oja’s news
        </Title>
        {leave.isSuccess ? (
          <>
            <Alert color="navy" role="status" w="100%">
              <Text fw={600}>You will get no more news from Oja.</Text>
              <Text size="sm">Changed your mind? Turn it on again in your account settings.</Text>
            </Alert>
            <Button component={Link} to="/">
              Go to Oja
            </Button>
          </>
        ) : leave.isError ? (
          <>
            <Alert color="red" role="alert" w="100%" title="This link is not valid any more">
              <Text size="sm">
                It may be from an older e-mail. Turn the news off in your account settings, or ask
                us for help.
              </Text>
            </Alert>
            <Button component={Link} to="/support" variant="light">
              Get help
            </Button>
          </>
        ) : (
          <Stack gap="xs" align="center" role="status" aria-label="Stopping Oja’s news…">
            <Loader size="sm" />
            <Text size="sm">Stopping Oja’s news…</Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
