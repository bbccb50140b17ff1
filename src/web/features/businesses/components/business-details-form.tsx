import { Button, Group, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { Business } from '#shared/schemas/businesses.ts';
import { BUSINESS_HANDLE, BUSINESS_NAME } from '#shared/validation/businesses.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LightSelect, LightTextArea, LightTextField } from '#web/components/light-fields.tsx';
import { NigerianAddressFields } from '#web/components/nigerian-address-fields.tsx';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { Columns } from '#web/components/plain-layout.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useLightForm } from '#web/lib/light-form.ts';
import { useCategories } from '#web/lib/reference-data.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useUpdateBusiness } from '../api/business.ts';

// The logo picker (upload, compression, preview) comes just after the form shows.
const ImageInput = deferred(() =>
  import('#web/components/image-input.tsx').then((m) => m.ImageInput),
);

/** The server's names of the address's parts, shown on the address fields (others as a toast). */
const SHOWN = ['street', 'city', 'state', 'lga'] as const;

/**
 * A business's name, handle, category, contacts, description, address and logo. Plain fields
 * with `useLightForm`: the first form of the business profile screen (decision 067).
 */
export function BusinessDetailsForm({ business }: { business: Business }) {
  const update = useUpdateBusiness(business._id);
  const categories = useCategories();
  const form = useLightForm(
    {
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
    { name: textCheck(BUSINESS_NAME), handle: textCheck(BUSINESS_HANDLE) },
  );
  const { errors } = form;
  return (
    <Panel>
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
            { onError: (err) => applyFieldErrors(form, err, SHOWN) },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Business details
          </Title>
          <Suspense fallback={<Placeholder h={110} radius="md" />}>
            <ImageInput
              label="Logo"
              value={form.values.logo}
              onChange={(urls) => form.setFieldValue('logo', urls)}
            />
          </Suspense>
          <Columns cols={1} sm={2} gap="sm">
            <LightTextField label="Business name" {...form.text('name')} />
            <LightTextField label="Store handle" {...form.text('handle')} />
            <LightSelect
              label="Category"
              options={[
                { value: '', label: 'No category' },
                ...(categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
              ]}
              {...form.text('categoryId')}
            />
            <LightTextField label="Phone" type="tel" {...form.text('phone')} />
            <LightTextField label="E-mail" type="email" {...form.text('email')} />
          </Columns>
          <LightTextArea
            label="Description"
            minRows={3}
            maxLength={1000}
            {...form.text('description')}
          />
          <NigerianAddressFields
            value={form.values.address}
            onChange={(a) => form.setFieldValue('address', a)}
            errors={{
              street: errors.street,
              city: errors.city,
              state: errors.state,
              lga: errors.lga,
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
