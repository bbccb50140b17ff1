import { Alert, Box, Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CodeField, refusal } from './code-field.tsx';
import { useConfirmFactor, useSetUpFactor } from '../api/factor.ts';
import { consoleKeys } from '../api/keys.ts';

/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A staff member's first visit: scan the code (or type the key) into an authenticator app,
 * confirm with the code it shows, and keep the recovery codes, shown this once.
 */
export function FactorSetup() {
  const setUp = useSetUpFactor();
  const confirm = useConfirmFactor();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const address = setUp.data?.otpauthUrl;
  // The QR encoder is fetched only here, once there is a code to draw.
  useEffect(() => {
    if (!address) return;
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setQr(`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(address))}`);
    });
    return () => {
      live = false;
    };
  }, [address]);

  if (confirm.data) {
    return (
      <Stack gap="md">
        <Title order={2} fz={22}>
          Keep your recovery codes
        </Title>
        <Text c="dimmed">
          Each code lets you in once if you lose your phone. Write them down or keep them in a
          password manager: they are not shown again.
        </Text>
        <List spacing={4} listStyleType="none" ff="monospace" aria-label="Recovery codes">
          {confirm.data.recoveryCodes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Button onClick={() => queryClient.invalidateQueries({ queryKey: consoleKeys.me })}>
          I have kept them: open the console
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} fz={22}>
        Set up your authenticator app
      </Title>
      <Text c="dimmed">
        The console asks for a code from an app such as Google Authenticator, Microsoft
        Authenticator or 1Password each time you sign in.
      </Text>
      {!setUp.data ? (
        <>
          {setUp.error && <Alert color="red">{refusal(setUp.error)}</Alert>}
          <Button onClick={() => setUp.mutate()} loading={setUp.isPending} w="fit-content">
            Start
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!/^\d{6}$/.test(code)) return setError('Type the 6-digit code from your app');
            setError(null);
            confirm.mutate(code, { onError: (err) => setError(refusal(err)) });
          }}
        >
          <Stack gap="md">
            <Group align="flex-start" gap="lg">
              {qr ? (
                <img
                  src={qr}
                  alt="Code to scan with your authenticator app"
                  width={180}
                  height={180}
                />
              ) : (
                <Box w={180} h={180} aria-hidden="true" />
              )}
              <Stack gap={4} maw={320}>
                <Text size="sm">Scan the code with the app, or type this key:</Text>
                <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                  {grouped(setUp.data.secret)}
                </Code>
              </Stack>
            </Group>
            <CodeField
              label="The 6-digit code the app shows"
              value={code}
              onChange={setCode}
              error={error}
            />
            <Button type="submit" loading={confirm.isPending} w="fit-content">
              Confirm
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
