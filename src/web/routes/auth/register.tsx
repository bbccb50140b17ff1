import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { safeRedirect } from '#web/app/safe-redirect.ts';
import { useRegister } from '#web/features/auth/api/register.ts';
import { NewPasswordField } from '#web/components/password-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import {
  EMAIL,
  FIRST_NAME,
  HANDLE,
  LAST_NAME,
  PASSWORD,
  PHONE_CODE,
  PHONE_NUMBER,
} from '#shared/validation/people.ts';
import { textCheck } from '#web/lib/validators.ts';
import type * as PhonePlan from '#shared/phone.ts';
import columns from '#web/components/columns.module.css';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  handle: string;
  password: string;
  referralCode: string;
};

export default function RegisterScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  // The numbering plan's check loads after the first paint (about 20 KB): until it has, the
  // server's check of the number is the one the form shows.
  const phonePlan = useRef<typeof PhonePlan | null>(null);
  useEffect(() => {
    void import('#shared/phone.ts').then((m) => {
      phonePlan.current = m;
    });
  }, []);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneCode: DEFAULT_PHONE_CODE,
      phoneNumber: '',
      handle: '',
      password: '',
      referralCode: params.get('ref') ?? '',
    },
    validate: {
      firstName: textCheck(FIRST_NAME),
      lastName: textCheck(LAST_NAME),
      email: textCheck(EMAIL),
      phoneCode: textCheck(PHONE_CODE),
      // Checked against the numbering plan of its country, as the server checks it.
      phoneNumber: (value, values) => {
        const plan = phonePlan.current;
        return (
          textCheck(PHONE_NUMBER)(value) ??
          (!plan || plan.normalizePhoneNumber(values.phoneCode, value)
            ? null
            : plan.phoneNumberMessage(values.phoneCode))
        );
      },
      handle: textCheck(HANDLE),
      password: textCheck(PASSWORD),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        register.mutate(
          { ...values, referralCode: values.referralCode || undefined, isCheckout: false },
          {
            onSuccess: () => {
              form.clearErrors();
              navigate(safeRedirect(params.get('redirect'), '/shopper/account'), { replace: true });
            },
            onError: (err) => applyFieldErrors(form, err),
          },
        ),
      )}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            Create your account
          </Title>
          <Text c="dimmed" size="sm">
            Free for shoppers and vendors. It takes a minute.
          </Text>
        </Stack>
        <div className={columns.pairs}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </div>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label="Code"
            w={84}
            autoComplete="tel-country-code"
            key={form.key('phoneCode')}
            {...form.getInputProps('phoneCode')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            inputMode="tel"
            placeholder="0803 123 4567"
            autoComplete="tel-national"
            style={{ flex: 1 }}
            key={form.key('phoneNumber')}
            {...form.getInputProps('phoneNumber')}
          />
        </Group>
        <TextInput
          label="Username"
          description="Your public handle, e.g. ada_styles"
          autoComplete="username"
          key={form.key('handle')}
          {...form.getInputProps('handle')}
        />
        <NewPasswordField
          label="Password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label="Referral code (optional)"
          key={form.key('referralCode')}
          {...form.getInputProps('referralCode')}
        />
        <Button type="submit" loading={register.isPending} fullWidth size="md">
          Create account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login" underline="always">
            Log in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
