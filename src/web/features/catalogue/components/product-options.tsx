import { Button, Group, Stack, Text } from '@mantine/core';
import type { Product } from '#shared/schemas/products.ts';
import classes from './product-options.module.css';

/** How many are left: of the chosen variant, else of the product. */
export const stockOf = (product: Product, variant: string | null) =>
  product.variants.find((v) => v.name === variant)?.qty ?? product.quantity;

/** Whether the product (or the chosen variant) is in stock, and its tags. */
export function StockAndTags({ product, stock }: { product: Product; stock: number }) {
  return (
    <Group gap="xs">
      {stock > 0 ? (
        <span className={`${classes.badge} ${classes.inStock}`}>
          {stock <= 5 ? `Only ${stock} left` : 'In stock'}
        </span>
      ) : (
        <span className={`${classes.badge} ${classes.soldOut}`}>Sold out</span>
      )}
      {product.tags.map((t) => (
        <span key={t._id} className={`${classes.badge} ${classes.tag}`}>
          {t.name}
        </span>
      ))}
    </Group>
  );
}

/** One of the product's variants (sizes, colours…); a sold-out one cannot be chosen. */
export function VariantPicker({
  product,
  value,
  onChange,
}: {
  product: Product;
  value: string | null;
  onChange: (variant: string) => void;
}) {
  if (product.variants.length === 0) return null;
  const kind = product.variants[0]!.type;
  const variantType = kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {variantType}
      </Text>
      <Group gap="xs" role="group" aria-label={`Choose a ${variantType.toLowerCase()}`}>
        {product.variants.map((v) => (
          <Button
            key={v.name}
            size="xs"
            radius="xl"
            variant={value === v.name ? 'filled' : 'default'}
            aria-pressed={value === v.name}
            disabled={v.qty === 0}
            onClick={() => onChange(v.name)}
          >
            {v.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
