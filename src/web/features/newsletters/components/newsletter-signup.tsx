import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LightTextField } from '#web/components/light-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSubscribe } from '../api/newsletters.ts';

/**
 * A store's newsletter sign-up: a visitor gives an e-mail, a signed-in shopper subscribes with
 * their account's. The server e-mails a link to confirm; its message is shown here.
 */
export function NewsletterSignup({
  businessId,
  businessName,
  signedIn,
}: {
  businessId: string;
  businessName: string;
  signedIn: boolean;
}) {
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const fieldError =
    subscribe.error instanceof ApiError && typeof subscribe.error.messages === 'object'
      ? (subscribe.error.messages.email ?? subscribe.error.messages.vendorId)
      : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    const given = email.trim();
    subscribe.mutate({ vendorId: businessId, ...(signedIn || !given ? {} : { email: given }) });
  }

  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="newsletter-title"
      p="md"
      maw={720}
      style={{
        // A themed store's own card colours, so it reads on a dark theme too.
        border: '1px solid var(--oja-store-border, var(--mantine-color-gray-3))',
        borderRadius: 'var(--mantine-radius-lg)',
        background: 'var(--oja-store-surface, var(--mantine-color-white))',
      }}
    >
      <Title order={2} fz="h4" id="newsletter-title">
        Get {businessName}’s newsletter
      </Title>
      <Text size="sm" c="dimmed">
        New stock, sales and stories from the store, by e-mail. Leave with one tap any time.
      </Text>
      {subscribe.isSuccess ? (
        <Alert color="navy" title="Almost there" role="status">
          <Text size="sm">{subscribe.data}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={`Subscribe to ${businessName}`}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            {!signedIn && (
              <div style={{ flex: '1 1 220px' }}>
                <LightTextField
                  label="Your e-mail address"
                  type="email"
                  autoComplete="email"
                  value={email}
                  error={fieldError}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
              </div>
            )}
            <Button type="submit" loading={subscribe.isPending}>
              {signedIn ? 'Subscribe with my e-mail' : 'Subscribe'}
            </Button>
          </Group>
          {signedIn && fieldError && (
            <Text size="sm" c="red.8" mt={4}>
              {fieldError}
            </Text>
          )}
        </form>
      )}
    </Stack>
  );
}
