import {
  Alert,
  Button,
  Card,
  ColorInput,
  ColorSwatch,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ImageInput } from '#web/components/image-input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useStoreStyle } from '../api/store-style.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * "Make it yours": the store's accent colour and hero picture over its theme. The server keeps
 * the colour readable; when it changed it, its message and the colour it chose are shown.
 */
export function StoreStyleCard({
  businessId,
  accent,
  hero,
  themePrimary,
}: {
  businessId: string;
  accent: string | null;
  hero: string | null;
  /** The theme's own colour, shown while no accent is chosen. */
  themePrimary: string;
}) {
  const save = useStoreStyle(businessId);
  const [colour, setColour] = useState(accent ?? '');
  const [picture, setPicture] = useState<string[]>(hero ? [hero] : []);
  // The answer to the last save, with the colour that was sent: kept by the mutation itself, so
  // it shows as soon as the server answers, whatever draws the screen again meanwhile.
  const result = save.isSuccess ? save.data : null;
  const sentColour = save.variables?.accent;
  const colourError =
    colour && !HEX.test(colour)
      ? 'Choose a colour like #1e2d78'
      : save.error instanceof ApiError && typeof save.error.messages === 'object'
        ? save.error.messages.accent
        : undefined;

  function submit(body: { accent: string | null; hero: string | null }) {
    save.mutate(body);
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="make-it-yours">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="make-it-yours">
            Make it yours
          </Title>
          <Text size="sm" c="dimmed">
            Your colour for buttons and links, and a picture for the top of your store, on any
            theme.
          </Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (colour && !HEX.test(colour)) return;
            submit({ accent: colour || null, hero: picture[0] ?? null });
          }}
        >
          <Stack gap="md">
            <ColorInput
              label="Accent colour"
              description="Leave empty for the theme's own colour."
              placeholder={themePrimary}
              format="hex"
              eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
              value={colour}
              onChange={setColour}
              error={colourError}
              maw={320}
            />
            <ImageInput label="Hero picture" value={picture} onChange={setPicture} maxSizeMB={2} />
            {result && (
              <Alert color={result.adjusted ? 'yellow' : 'navy'} title="Saved" role="status">
                <Stack gap={6}>
                  <Text size="sm">{result.message}</Text>
                  {result.adjusted && (
                    <Group gap="xs">
                      <ColorSwatch color={result.look.tokens.primary} size={20} />
                      <Text size="sm">
                        Your store uses <strong>{result.look.tokens.primary}</strong> instead of{' '}
                        {sentColour}.
                      </Text>
                    </Group>
                  )}
                </Stack>
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" loading={save.isPending}>
                Save my look
              </Button>
              {(accent || hero) && (
                <Button
                  variant="subtle"
                  disabled={save.isPending}
                  onClick={() => {
                    setColour('');
                    setPicture([]);
                    submit({ accent: null, hero: null });
                  }}
                >
                  Use the theme's own
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
