import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useForgotPassword } from '#web/features/auth/api/password-reset.ts';

export default function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { identifier: '' },
    validate: { identifier: (v) => (v.trim() ? null : 'Enter your e-mail, phone or username') },
  });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Forgot your password?
        </Title>
        <Text c="dimmed" size="sm">
          We will e-mail you a link to choose a new one. It works for 30 minutes.
        </Text>
      </Stack>
      {forgot.isSuccess ? (
        <Alert icon={<IconMailCheck />} color="teal" title="Check your e-mail">
          {forgot.data.message} If the account exists, the link is on its way.
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((v) => forgot.mutate(v.identifier))}>
          <Stack gap="md">
            <TextInput
              label="E-mail, phone or username"
              autoComplete="username"
              {...form.getInputProps('identifier')}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth size="md">
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        Back to login
      </Anchor>
    </Stack>
  );
}
