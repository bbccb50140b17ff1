import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Me } from '#shared/schemas/users.ts';
import columns from '#web/components/columns.module.css';
import { LightTextArea, LightTextField } from '#web/components/light-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useLightForm } from '#web/lib/light-form.ts';
import { EMAIL, FIRST_NAME, HANDLE, LAST_NAME } from '#shared/validation/people.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarPicker } from './avatar-picker.tsx';

export function ProfileCard({ me }: { me: Me }) {
  const update = useUpdateProfile(me._id);
  const form = useLightForm(
    {
      firstName: me.profile.firstName,
      lastName: me.profile.lastName,
      email: me.profile.email,
      handle: me.profile.handle,
      bio: me.profile.bio ?? '',
    },
    {
      firstName: textCheck(FIRST_NAME),
      lastName: textCheck(LAST_NAME),
      email: textCheck(EMAIL),
      handle: textCheck(HANDLE),
    },
  );
  const name = `${me.profile.firstName} ${me.profile.lastName}`;

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="lg" wrap="wrap">
          <AvatarPicker me={me} name={name} />
          <Stack gap={2}>
            <Title order={2} fz="xl">
              {name}
            </Title>
            <Text c="dimmed">@{me.profile.handle}</Text>
            <Text size="sm" c="dimmed">
              Plan: {me.subscription.name}
            </Text>
          </Stack>
        </Group>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            const changed = Object.fromEntries(
              Object.entries({ ...values, bio: values.bio.trim() || null }).filter(([key]) =>
                form.isDirty(key as keyof typeof values),
              ),
            );
            update.mutate(changed, {
              onSuccess: (res) => form.resetDirty({ ...values, bio: res.data.profile.bio ?? '' }),
              onError: (err) => applyFieldErrors(form, err),
            });
          })}
        >
          <Stack gap="md">
            <div className={columns.pairs}>
              <LightTextField
                label="First name"
                autoComplete="given-name"
                {...form.text('firstName')}
              />
              <LightTextField
                label="Last name"
                autoComplete="family-name"
                {...form.text('lastName')}
              />
              <LightTextField
                label="E-mail"
                type="email"
                autoComplete="email"
                {...form.text('email')}
              />
              <LightTextField label="Username" autoComplete="username" {...form.text('handle')} />
            </div>
            <LightTextArea label="Bio" minRows={3} maxLength={300} {...form.text('bio')} />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
