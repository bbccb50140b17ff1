import { Anchor, Button, Group, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_TYPES } from '#shared/constants.ts';
import { BUSINESS_HANDLE, BUSINESS_NAME } from '#shared/validation/businesses.ts';
import { LightSelect, LightTextArea, LightTextField } from '#web/components/light-fields.tsx';
import { Notice } from '#web/components/plain.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useSwitchAccount } from '#web/features/users/api/switch-account.ts';
import { useCreateBusiness } from '#web/features/businesses/api/business.ts';
import { useMyPlan } from '#web/features/plans/api/plans.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useCategories } from '#web/lib/reference-data.ts';
import { useLightForm } from '#web/lib/light-form.ts';
import { textCheck } from '#web/lib/validators.ts';

// The address and logo steps' fields are fetched once the first step shows, before they are
// reached.
const loadAddressFields = () => import('#web/components/nigerian-address-fields.tsx');
const loadImageInput = () => import('#web/components/image-input.tsx');
const NigerianAddressFields = lazy(() =>
  loadAddressFields().then((m) => ({ default: m.NigerianAddressFields })),
);
const ImageInput = lazy(() => loadImageInput().then((m) => ({ default: m.ImageInput })));

const checkName = textCheck(BUSINESS_NAME);
const checkHandle = textCheck(BUSINESS_HANDLE);

/** The fields each step checks before the next one shows. */
const STEP_FIELDS = [['name', 'handle'], ['categoryId'], ['address'], []] as const;
/** The server's field names, by the step that shows them. */
const SERVER_FIELDS = [
  ['name', 'handle', 'description'],
  ['categoryId', 'phone'],
  ['state', 'lga', 'city', 'street'],
  ['logoUrl'],
] as const;

const toHandle = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** Add Business: details, category, address, logo → the new business's vendor area. */
export default function AddBusinessScreen() {
  useDocumentTitle('Add a business | Oja');
  const navigate = useNavigate();
  const create = useCreateBusiness();
  const { data: me } = useMe();
  // The plan's business limit, told on the first step rather than after the last.
  const { data: plan } = useMyPlan();
  const atLimit = plan !== undefined && plan.usage.businesses >= plan.limits.businesses;
  const switchAccount = useSwitchAccount(me?._id ?? '');
  const categories = useCategories();
  const [step, setStep] = useState(0);
  // On phones the step names would wrap; the current step's name is in the heading instead.
  const phone = useMediaQuery('(max-width: 36em)');
  const label = (name: string) => (phone ? undefined : name);
  const [handleTouched, setHandleTouched] = useState(false);
  useEffect(() => {
    void loadAddressFields();
    void loadImageInput();
  }, []);
  const form = useLightForm(
    {
      name: '',
      handle: '',
      description: '',
      categoryId: '',
      phone: '',
      address: { street: '', city: '', state: '', lga: '' },
      logo: [] as string[],
    },
    {
      name: checkName,
      handle: checkHandle,
      categoryId: (v) => (v ? null : 'Choose a category'),
      address: (v) => (v.state ? null : 'Choose a state'),
    },
  );
  const next = () => {
    if (form.validate(STEP_FIELDS[step]!)) setStep((s) => s + 1);
  };
  const submit = () =>
    create.mutate(
      {
        name: form.values.name.trim(),
        handle: form.values.handle,
        description: form.values.description.trim(),
        categoryId: form.values.categoryId || null,
        phone: form.values.phone.trim() || undefined,
        street: form.values.address.street.trim() || undefined,
        city: form.values.address.city.trim() || undefined,
        state: form.values.address.state || undefined,
        lga: form.values.address.lga || undefined,
        logoUrl: form.values.logo[0] ?? null,
      },
      {
        // The new business becomes the active account: the next login opens its dashboard.
        onSuccess: (res) =>
          switchAccount.mutate(
            { type: ACCOUNT_TYPES.BUSINESS, businessId: res.data._id },
            { onSettled: () => navigate(`/vendor/${res.data._id}`) },
          ),
        onError: (err) => {
          const fields = applyFieldErrors(form, err, SERVER_FIELDS[2]);
          // Back to the first step with a message on it.
          const first = SERVER_FIELDS.findIndex((keys) => keys.some((k) => fields?.[k]));
          if (first >= 0) setStep(first);
        },
      },
    );

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Add a business
        </Title>
        <Text c="dimmed">
          Step {step + 1} of 4: {['Details', 'Category', 'Address', 'Logo'][step]}. You can change
          everything later.
        </Text>
      </Stack>
      {atLimit && (
        <Notice color="red" title="Please upgrade your plan">
          Your {plan.name} plan allows {plan.limits.businesses}{' '}
          {plan.limits.businesses === 1 ? 'business' : 'businesses'}, and you have{' '}
          {plan.usage.businesses}. To add another,{' '}
          <Anchor component={Link} to="/pricing" underline="always" inherit>
            see the plans
          </Anchor>
          .
        </Notice>
      )}
      <Stepper
        active={step}
        onStepClick={(s) => s < step && setStep(s)}
        size="sm"
        allowNextStepsSelect={false}
      >
        <Stepper.Step label={label('Details')} aria-label={phone ? 'Step 1: Details' : undefined}>
          <Stack gap="sm" mt="md">
            <LightTextField
              label="Business name"
              {...form.text('name')}
              onChange={(e) => {
                const name = e.currentTarget.value;
                form.setFieldValue('name', name);
                if (!handleTouched) form.setFieldValue('handle', toHandle(name));
              }}
            />
            <LightTextField
              label="Store link"
              description={`Your storefront will be at /store/${form.values.handle || 'your-handle'}`}
              {...form.text('handle')}
              onChange={(e) => {
                setHandleTouched(true);
                form.setFieldValue('handle', e.currentTarget.value.toLowerCase());
              }}
            />
            <LightTextArea
              label="What do you sell?"
              minRows={3}
              maxRows={8}
              maxLength={1000}
              {...form.text('description')}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={label('Category')} aria-label={phone ? 'Step 2: Category' : undefined}>
          <Stack gap="sm" mt="md">
            <LightSelect
              label="Category"
              options={[
                { value: '', label: 'Choose a category' },
                ...(categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
              ]}
              {...form.text('categoryId')}
            />
            <LightTextField
              label="Business phone (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...form.text('phone')}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={label('Address')} aria-label={phone ? 'Step 3: Address' : undefined}>
          <Stack gap="sm" mt="md">
            <Suspense fallback={<Skeleton h={130} />}>
              <NigerianAddressFields
                value={form.values.address}
                onChange={(address) => form.setFieldValue('address', address)}
                errors={{
                  state: form.errors.address ?? form.errors.state,
                  lga: form.errors.lga,
                  city: form.errors.city,
                  street: form.errors.street,
                }}
              />
            </Suspense>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={label('Logo')} aria-label={phone ? 'Step 4: Logo' : undefined}>
          <Stack gap="sm" mt="md">
            <Suspense fallback={<Skeleton h={100} />}>
              <ImageInput
                label="Logo"
                value={form.values.logo}
                onChange={(urls) => form.setFieldValue('logo', urls)}
              />
            </Suspense>
            <Text size="sm" c="dimmed">
              A square picture works best. We shrink it to save your customers&apos; data.
            </Text>
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => setStep((s) => Math.max(0, s - 1))}
          disabled={step === 0}
        >
          Back
        </Button>
        {step < 3 ? (
          <Button onClick={next} disabled={atLimit}>
            Next
          </Button>
        ) : (
          <Button onClick={submit} loading={create.isPending} disabled={atLimit}>
            Create business
          </Button>
        )}
      </Group>
    </Stack>
  );
}
