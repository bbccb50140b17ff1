import {
  Alert,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { runsInstalled, useInstallOffer } from '#web/lib/install-prompt.ts';

/** How to add Oja to the home screen where the browser makes no offer of its own. */
const STEPS = [
  {
    phone: 'Android (Chrome)',
    steps: [
      'Open oja.ng in Chrome.',
      'Tap the ⋮ menu at the top right.',
      'Tap "Install app" or "Add to Home screen", then "Install".',
    ],
  },
  {
    phone: 'iPhone (Safari)',
    steps: [
      'Open oja.ng in Safari.',
      'Tap the Share button at the foot of the screen.',
      'Tap "Add to Home Screen", then "Add".',
    ],
  },
];

/**
 * The vendor menu's and the footer's "Download App": installs Oja where the browser offers it,
 * and otherwise shows how to add it to the home screen on Android and iPhone.
 */
export default function GetAppScreen() {
  const { offer, installed } = useInstallOffer();
  const [declined, setDeclined] = useState(false);
  const onHomeScreen = installed || runsInstalled();

  async function install() {
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    setDeclined(outcome === 'dismissed');
  }

  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" maw={760}>
        <Stack gap="xs">
          <Title order={1}>Oja on your phone</Title>
          <Text>
            Add Oja to your home screen: it opens like an app, with no store download. Pages you
            have seen open without a network, likes and follows made offline are sent when you are
            back, and it uses less data than a download would.
          </Text>
        </Stack>
        {onHomeScreen ? (
          <Alert color="teal" variant="light" title="Oja is on your home screen">
            Open it from there any time, even on a bad connection.
          </Alert>
        ) : offer ? (
          <Stack gap="xs" align="flex-start">
            <Button size="md" onClick={() => void install()}>
              Install Oja
            </Button>
            {declined && (
              <Text size="sm" c="dimmed">
                Not now? You can install Oja from this page or your browser&apos;s menu later.
              </Text>
            )}
          </Stack>
        ) : null}
        {!onHomeScreen && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {STEPS.map((s) => (
              <Card key={s.phone} withBorder radius="md" padding="lg" component="section">
                <Title order={2} fz="lg" mb="xs">
                  {s.phone}
                </Title>
                <List type="ordered" spacing="xs">
                  {s.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
