import { ActionIcon, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { thumbnailUrl } from '#shared/media.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { uploadImage } from '#web/lib/upload.ts';

/** Picks, compresses and uploads pictures; shows them with a remove button. */
export function ImageInput({
  label,
  value,
  onChange,
  max = 1,
  maxSizeMB = 1,
}: {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  max?: number;
  maxSizeMB?: number;
}) {
  const [busy, setBusy] = useState(false);

  async function add(files: File[] | File | null) {
    const list = (Array.isArray(files) ? files : files ? [files] : []).slice(0, max - value.length);
    if (list.length === 0) return;
    setBusy(true);
    const added: string[] = [];
    for (const file of list) {
      try {
        added.push((await uploadImage(file, maxSizeMB)).url);
      } catch (err) {
        notify.error(err instanceof ApiError ? err.messages : (err as Error).message);
      }
    }
    setBusy(false);
    if (added.length) onChange([...value, ...added].slice(0, max));
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        {value.map((url) => (
          <div key={url} style={{ position: 'relative' }}>
            <Image src={thumbnailUrl(url)} alt="" w={84} h={84} radius="md" />
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              radius="xl"
              aria-label="Remove picture"
              style={{ position: 'absolute', top: 4, right: 4 }}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <IconX size={14} />
            </ActionIcon>
          </div>
        ))}
        {value.length < max && (
          <FileButton onChange={add} accept="image/*" multiple={max > 1}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                h={84}
                w={84}
                p={0}
                aria-label={`Add ${label.toLowerCase()}`}
                disabled={busy}
              >
                {busy ? <Loader size="sm" /> : <IconPhotoPlus size={28} />}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Stack>
  );
}
