import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatRate } from '#shared/format.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import { VerifiedTick } from '#web/components/verified-tick.tsx';
import { BadgeVerificationCard } from '#web/features/badges/components/badge-verification-card.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';
import { ImageInput } from '#web/components/image-input.tsx';
import { NigerianAddressFields } from '#web/components/nigerian-address-fields.tsx';
import {
  useBusiness,
  useRequestMarketplace,
  useToggleBusiness,
  useUpdateBusiness,
} from '#web/features/businesses/api/business.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useCategories } from '#web/lib/reference-data.ts';
import { BUSINESS_HANDLE, BUSINESS_NAME } from '#shared/validation/businesses.ts';
import { textCheck } from '#web/lib/validators.ts';

function ProfileForm({ business }: { business: Business }) {
  const update = useUpdateBusiness(business._id);
  const categories = useCategories();
  const form = useForm({
    initialValues: {
      name: business.name,
      handle: business.handle,
      description: business.description,
      categoryId: business.categoryId ?? '',
      phone: business.phone ?? '',
      email: business.email ?? '',
      address: {
        street: business.address.street ?? '',
        city: business.address.city ?? '',
        state: business.address.state ?? '',
        lga: business.address.lga ?? '',
      },
      logo: business.logo ? [business.logo] : [],
    },
    validate: { name: textCheck(BUSINESS_NAME), handle: textCheck(BUSINESS_HANDLE) },
  });
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          update.mutate(
            {
              name: v.name.trim(),
              handle: v.handle,
              description: v.description.trim(),
              categoryId: v.categoryId || null,
              phone: v.phone.trim() || undefined,
              email: v.email.trim() || undefined,
              street: v.address.street.trim() || undefined,
              city: v.address.city.trim() || undefined,
              state: v.address.state || undefined,
              lga: v.address.lga || undefined,
              logoUrl: v.logo[0] ?? null,
            },
            { onError: (err) => applyFieldErrors(form, err) },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Business details
          </Title>
          <ImageInput
            label="Logo"
            value={form.values.logo}
            onChange={(urls) => form.setFieldValue('logo', urls)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Business name" {...form.getInputProps('name')} />
            <TextInput label="Store handle" {...form.getInputProps('handle')} />
            <NativeSelect
              label="Category"
              data={[
                { value: '', label: 'No category' },
                ...(categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
              ]}
              {...form.getInputProps('categoryId')}
            />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <Textarea
            label="Description"
            rows={3}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <NigerianAddressFields
            value={form.values.address}
            onChange={(a) => form.setFieldValue('address', a)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Settings({ business }: { business: Business }) {
  const toggle = useToggleBusiness(business._id);
  const request = useRequestMarketplace(business._id);
  const status = business.marketplaceRequest?.status;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Selling settings
        </Title>
        <Switch
          label="Store open (visible to shoppers)"
          checked={business.active}
          onChange={(e) => toggle.mutate({ flag: 'active', value: e.currentTarget.checked })}
        />
        <Switch
          label="Taking orders"
          checked={business.takingOrders}
          onChange={(e) => toggle.mutate({ flag: 'taking-order', value: e.currentTarget.checked })}
        />
        <Switch
          label="Accept returns"
          checked={business.acceptsReturns}
          onChange={(e) => toggle.mutate({ flag: 'return-order', value: e.currentTarget.checked })}
        />
        <Text size="sm">
          {business.resaleAllowedByDefault
            ? `New products may be resold by affiliates for ${formatRate(business.defaultAffiliateCommission)} commission.`
            : 'New products are not offered to affiliates.'}{' '}
          <Anchor component={Link} to={`/vendor/${business._id}/affiliates`} underline="always">
            Change under Affiliates
          </Anchor>
        </Text>
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600}>Marketplace listing</Text>
            {status && (
              <Badge
                variant="filled"
                color={
                  status === 'APPROVED' ? 'teal.9' : status === 'REJECTED' ? 'red.9' : 'gray.7'
                }
              >
                {status === 'PENDING'
                  ? 'Under review'
                  : status === 'APPROVED'
                    ? 'Listed'
                    : 'Not approved'}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Listed businesses are featured on Oja&apos;s marketplace pages. Our team reviews each
            request.
          </Text>
          <Button
            w="fit-content"
            variant="light"
            disabled={status === 'PENDING' || status === 'APPROVED'}
            loading={request.isPending}
            onClick={() => request.mutate(undefined)}
          >
            Request marketplace listing
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

export default function VendorProfileScreen() {
  const { vendorId = '' } = useParams();
  const [params] = useSearchParams();
  const { data: business, isPending, isError } = useBusiness(vendorId);
  // The owner pays the badge fee: from their wallet when it covers it.
  const wallet = useWallet(useMe().data?._id);
  if (isPending) return <Skeleton h={400} radius="lg" maw={1100} />;
  if (isError || !business) return <Alert color="red">We could not load this business.</Alert>;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Business profile
        <VerifiedTick verified={business.isVerified} size={22} />
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ProfileForm key={business.handle} business={business} />
        <Settings business={business} />
      </SimpleGrid>
      <BadgeVerificationCard
        subject={{ type: 'business', id: business._id }}
        paymentId={params.get('payment')}
        title="Verified business badge"
        walletBalance={wallet.data?.balance}
      />
    </Stack>
  );
}
