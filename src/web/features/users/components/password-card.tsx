import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CurrentPasswordField, NewPasswordField } from '#web/components/password-fields.tsx';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { loginPath } from '#web/lib/login-path.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { CURRENT_PASSWORD, PASSWORD } from '#shared/validation/people.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useChangePassword } from '../api/change-password.ts';

export function PasswordCard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const change = useChangePassword(userId);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: textCheck(CURRENT_PASSWORD),
      newPassword: textCheck(PASSWORD),
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : 'The passwords do not match',
    },
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
          change.mutate(
            { currentPassword, newPassword },
            {
              // Logged out everywhere: log in again, then back to the account.
              onSuccess: () => navigate(loginPath('/shopper/account'), { replace: true }),
              onError: (err) => applyFieldErrors(form, err),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Password
            </Title>
            <Text size="sm" c="dimmed">
              Changing it logs you out everywhere; log in again with the new one.
            </Text>
          </Stack>
          <CurrentPasswordField
            label="Current password"
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordField {...form.getInputProps('newPassword')} />
          <NewPasswordField
            label="Repeat new password"
            description={null}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
