import { Button, FileButton, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '#shared/schemas/users.ts';
import { UserAvatar } from '#web/components/avatar-placeholder.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { uploadImage } from '#web/lib/upload.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The profile picture creators and shops see: picked, shrunk, uploaded and saved at once. */
export function AvatarPicker({ me, name }: { me: Me; name: string }) {
  const update = useUpdateProfile(me._id);
  const [uploading, setUploading] = useState(false);
  // The update's field messages are not toasted by the request: the photo's is shown here.
  const save = (avatar: string | null) =>
    update.mutate(
      { avatar },
      { onError: (err) => err instanceof ApiError && !err.toasted && notify.error(err.messages) },
    );

  async function pick(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(file, 0.3);
      save(url);
    } catch (err) {
      notify.error(err instanceof ApiError ? err.messages : (err as Error).message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="xs" align="center">
      <UserAvatar name={name} src={me.profile.avatar} size={128} />
      <Group gap={4} justify="center">
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} size="compact-sm" variant="light" loading={uploading}>
              {me.profile.avatar ? 'Change photo' : 'Add a photo'}
            </Button>
          )}
        </FileButton>
        {me.profile.avatar && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            loading={update.isPending && !uploading}
            onClick={() => save(null)}
          >
            Remove
          </Button>
        )}
      </Group>
    </Stack>
  );
}
