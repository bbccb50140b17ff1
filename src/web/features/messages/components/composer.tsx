import { ActionIcon, FileButton, Group, Image, Loader, Text, Textarea } from '@mantine/core';
import { IconPhotoPlus, IconSend, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { thumbnailUrl } from '#shared/media.ts';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from '#shared/limits.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { uploadImage } from '#web/lib/upload.ts';

export type ComposerDraft = { text: string; photos: string[] };

/**
 * Where a message is written: words, up to four photos (uploaded as they are picked), Enter to
 * send (Shift+Enter for a new line). What was written stays if sending fails.
 */
export function Composer({
  onSend,
  sending,
  placeholder = 'Write a message',
  autoFocus = false,
  initialText = '',
}: {
  onSend: (draft: ComposerDraft) => Promise<unknown>;
  sending: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** A first message to start from ("Is this still available?"). */
  initialText?: string;
}) {
  const [text, setText] = useState(initialText);
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const ready = (text.trim().length > 0 || photos.length > 0) && uploading === 0 && !sending;

  async function addPhotos(files: File[]) {
    const room = MESSAGE_PHOTOS_MAX - photos.length;
    if (files.length > room) notify.error(`Send at most ${MESSAGE_PHOTOS_MAX} photos at a time`);
    const picked = files.slice(0, Math.max(0, room));
    setUploading((n) => n + picked.length);
    for (const file of picked) {
      try {
        const { url } = await uploadImage(file);
        setPhotos((current) => [...current, url].slice(0, MESSAGE_PHOTOS_MAX));
      } catch (err) {
        notify.error(err instanceof ApiError ? err.messages : (err as Error).message);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  async function send() {
    if (!ready) return;
    try {
      await onSend({ text: text.trim(), photos });
      setText('');
      setPhotos([]);
    } catch {
      // The error was shown; the draft stays for another try.
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <div>
      {(photos.length > 0 || uploading > 0) && (
        <Group gap="xs" mb="xs">
          {photos.map((url) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image src={thumbnailUrl(url)} alt="Photo to send" w={56} h={56} radius="md" />
              <ActionIcon
                size="xs"
                color="red"
                variant="filled"
                radius="xl"
                aria-label="Remove photo"
                style={{ position: 'absolute', top: -6, right: -6 }}
                onClick={() => setPhotos((current) => current.filter((u) => u !== url))}
              >
                <IconX size={12} />
              </ActionIcon>
            </div>
          ))}
          {uploading > 0 && <Loader size="sm" aria-label="Uploading photo" />}
        </Group>
      )}
      <Group gap={6} wrap="nowrap" align="flex-end">
        <FileButton onChange={addPhotos} accept="image/*" multiple>
          {(props) => (
            <ActionIcon
              {...props}
              size={40}
              variant="subtle"
              color="gray.7"
              aria-label="Add photos"
              disabled={photos.length + uploading >= MESSAGE_PHOTOS_MAX}
            >
              <IconPhotoPlus size={22} />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MESSAGE_TEXT_MAX}
          radius="xl"
          autoFocus={autoFocus}
          style={{ flex: 1 }}
        />
        <ActionIcon
          size={40}
          radius="xl"
          color="navy.8"
          aria-label="Send"
          onClick={() => void send()}
          disabled={!ready}
          loading={sending}
        >
          <IconSend size={20} />
        </ActionIcon>
      </Group>
      {text.length > MESSAGE_TEXT_MAX - 200 && (
        <Text size="xs" c="gray.7" ta="right" mt={4}>
          {text.length} / {MESSAGE_TEXT_MAX}
        </Text>
      )}
    </div>
  );
}
