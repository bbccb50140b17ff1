import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconPin, IconPinnedFilled, IconTrash } from '@tabler/icons-react';
import type { Product } from '#shared/schemas/products.ts';
import { useDeleteProduct, useToggleProduct } from '../api/own-products.ts';
import { LightSwitch } from '#web/components/light-fields.tsx';

/** Pin, edit and delete one product. */
export function ProductActions({ product: p, onEdit }: { product: Product; onEdit: () => void }) {
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={p.pin ? `Unpin ${p.name}` : `Pin ${p.name}`}
        onClick={() => toggle.mutate({ id: p._id, flag: 'pin' })}
      >
        {p.pin ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${p.name}`} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        color="red"
        aria-label={`Delete ${p.name}`}
        onClick={() => {
          if (window.confirm(`Delete ${p.name}? This cannot be undone.`)) remove.mutate(p._id);
        }}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** Whether shoppers see the product. */
export function VisibleSwitch({ product: p, label }: { product: Product; label?: string }) {
  const toggle = useToggleProduct();
  return (
    <LightSwitch
      checked={p.active}
      label={label ?? `${p.name} visible to shoppers`}
      hideLabel={!label}
      onChange={() => toggle.mutate({ id: p._id, flag: 'active' })}
    />
  );
}
