import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Me } from '#shared/schemas/users.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { EMAIL, FIRST_NAME, HANDLE, LAST_NAME } from '#shared/validation/people.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarPicker } from './avatar-picker.tsx';

export function ProfileCard({ me }: { me: Me }) {
  const update = useUpdateProfile(me._id);
  const form = useForm({
    initialValues: {
      firstName: me.profile.firstName,
      lastName: me.profile.lastName,
      email: me.profile.email,
      handle: me.profile.handle,
      bio: me.profile.bio ?? '',
    },
    validate: {
      firstName: textCheck(FIRST_NAME),
      lastName: textCheck(LAST_NAME),
      email: textCheck(EMAIL),
      handle: textCheck(HANDLE),
    },
  });
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
              Object.entries({ ...values, bio: values.bio.trim() || null }).filter(
                ([key, value]) => form.isDirty(key) && value !== undefined,
              ),
            );
            update.mutate(changed, {
              onSuccess: (res) => form.resetDirty({ ...values, bio: res.data.profile.bio ?? '' }),
              onError: (err) => applyFieldErrors(form, err),
            });
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="First name"
                autoComplete="given-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                {...form.getInputProps('lastName')}
              />
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Username"
                autoComplete="username"
                {...form.getInputProps('handle')}
              />
            </SimpleGrid>
            <TextInput
              component="textarea"
              label="Bio"
              maxLength={300}
              styles={{ input: { minHeight: 84, paddingTop: 8 } }}
              {...form.getInputProps('bio')}
            />
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
