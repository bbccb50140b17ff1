import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '#shared/schemas/users.ts';
import { AFTER_LOGIN, safeRedirect } from '#web/app/safe-redirect.ts';
import { accountHome } from '#web/features/users/api/switch-account.ts';
import { useLogin } from '#web/features/auth/api/login.ts';
import { CurrentPasswordField } from '#web/components/password-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { LOGIN_PASSWORD, LOGIN_USERNAME } from '#shared/validation/auth.ts';
import { textCheck } from '#web/lib/validators.ts';

export default function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: {
      username: textCheck(LOGIN_USERNAME),
      password: textCheck(LOGIN_PASSWORD),
    },
  });
  const redirect = params.get('redirect');

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        login.mutate(values, {
          // Back to the page that sent the user here (a path of this site only); otherwise
          // the shop, or the dashboard of the business they act as.
          onSuccess: (res) =>
            navigate(
              safeRedirect(redirect, '') || accountHome(res.data.user.activeAccount, AFTER_LOGIN),
              { replace: true },
            ),
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
      noValidate
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            Welcome back
          </Title>
          <Text c="dimmed" size="sm">
            Log in with your e-mail, phone number or username.
          </Text>
        </Stack>
        <TextInput
          label="E-mail, phone or username"
          autoComplete="username"
          inputMode="email"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <CurrentPasswordField key={form.key('password')} {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          Log in
        </Button>
        <Text size="sm" ta="center">
          New to Oja?{' '}
          <Anchor
            component={Link}
            underline="always"
            to={`/auth/register${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
          >
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
