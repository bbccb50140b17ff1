import {
  ActionIcon,
  Button,
  Chip,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Product, ProductBody } from '#shared/schemas/products.ts';
import { ImageInput } from '#web/components/image-input.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import {
  AFFILIATE_COMMISSION,
  PRICE,
  PRODUCT_NAME,
  VARIANT_NAME,
} from '#shared/validation/catalogue.ts';
import { amountCheck } from '#web/lib/amount-check.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useCreateProduct, useUpdateProduct } from '../api/own-products.ts';
import { useBusinessTags } from '../api/tags.ts';

type Values = Omit<ProductBody, 'compareAtPrice' | 'categoryId'> & { compareAtPrice: number | '' };

/** Create or edit a product: photos, price, stock, variants, tags and resale settings. */
export function ProductForm({
  businessId,
  product,
  defaults,
  onDone,
}: {
  businessId: string;
  product?: Product;
  /** What a new product starts with for affiliates: the business's defaults. */
  defaults?: Pick<ProductBody, 'resaleAllowed' | 'affiliateCommission'>;
  onDone: () => void;
}) {
  const tags = useBusinessTags(businessId);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?._id ?? '');
  const form = useForm<Values>({
    initialValues: {
      businessId,
      name: product?.name ?? '',
      description: product?.description ?? '',
      photos: product?.photos ?? [],
      unitPrice: product?.unitPrice ?? 0,
      compareAtPrice: product?.compareAtPrice ?? '',
      quantity: product?.quantity ?? 0,
      tagIds: product?.tags.map((t) => t._id) ?? [],
      variants: product?.variants ?? [],
      active: product?.active ?? true,
      resaleAllowed: product?.resaleAllowed ?? defaults?.resaleAllowed ?? false,
      affiliateCommission: product?.affiliateCommission ?? defaults?.affiliateCommission ?? 0,
    },
    validate: {
      name: textCheck(PRODUCT_NAME),
      unitPrice: amountCheck(PRICE),
      affiliateCommission: amountCheck(AFFILIATE_COMMISSION),
      variants: { name: textCheck(VARIANT_NAME) },
    },
  });

  const save = form.onSubmit(({ businessId: id, compareAtPrice, ...values }) => {
    const body = { ...values, compareAtPrice: compareAtPrice === '' ? null : compareAtPrice };
    const options = { onSuccess: onDone, onError: (err: unknown) => applyFieldErrors(form, err) };
    if (product) update.mutate(body, options);
    else create.mutate({ ...body, businessId: id }, options);
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <ImageInput
          label="Photos"
          max={8}
          value={form.values.photos}
          onChange={(urls) => form.setFieldValue('photos', urls)}
        />
        <TextInput label="Product name" {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          rows={3}
          maxLength={4000}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="Price (₦)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('unitPrice')}
          />
          <NumberInput
            label="Old price (₦, optional)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('compareAtPrice')}
          />
          <NumberInput
            label="In stock"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Variants (sizes, colours…)
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                form.insertListItem('variants', {
                  name: '',
                  type: form.values.variants[0]?.type ?? 'size',
                  qty: 0,
                })
              }
            >
              Add variant
            </Button>
          </Group>
          {form.values.variants.map((_, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`Variant ${i + 1} name`}
                placeholder="e.g. Large"
                style={{ flex: 2 }}
                {...form.getInputProps(`variants.${i}.name`)}
              />
              <TextInput
                aria-label={`Variant ${i + 1} type`}
                placeholder="size"
                style={{ flex: 1 }}
                {...form.getInputProps(`variants.${i}.type`)}
              />
              <NumberInput
                aria-label={`Variant ${i + 1} quantity`}
                min={0}
                allowDecimal={false}
                w={90}
                {...form.getInputProps(`variants.${i}.qty`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove variant ${i + 1}`}
                mt={6}
                onClick={() => form.removeListItem('variants', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {(tags.data?.length ?? 0) > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Tags
            </Text>
            <Chip.Group
              multiple
              value={form.values.tagIds}
              onChange={(ids) => form.setFieldValue('tagIds', ids)}
            >
              <Group gap="xs">
                {tags.data!.map((t) => (
                  <Chip key={t._id} value={t._id} size="sm">
                    {t.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        <Group gap="lg">
          <Switch
            label="Visible to shoppers"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Switch
            label="Affiliates may resell"
            {...form.getInputProps('resaleAllowed', { type: 'checkbox' })}
          />
        </Group>
        {form.values.resaleAllowed && (
          <NumberInput
            label="Affiliate commission (%)"
            min={0}
            max={90}
            decimalScale={2}
            w={220}
            {...form.getInputProps('affiliateCommission')}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {product ? 'Save product' : 'Add product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
