import { Group } from '@mantine/core';
import { IconPencil, IconPin, IconPinnedFilled, IconTrash } from '@tabler/icons-react';
import type { Product } from '#shared/schemas/products.ts';
import { useDeleteProduct, useToggleProduct } from '../api/own-products.ts';
import { IconButton } from '#web/components/icon-button.tsx';
import { LightSwitch } from '#web/components/light-switch.tsx';

/** Pin, edit and delete one product. */
export function ProductActions({ product: p, onEdit }: { product: Product; onEdit: () => void }) {
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <IconButton
        aria-label={p.pin ? `Unpin ${p.name}` : `Pin ${p.name}`}
        onClick={() => toggle.mutate({ id: p._id, flag: 'pin' })}
      >
        {p.pin ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
      </IconButton>
      <IconButton aria-label={`Edit ${p.name}`} onClick={onEdit}>
        <IconPencil size={18} />
      </IconButton>
      <IconButton
        danger
        aria-label={`Delete ${p.name}`}
        onClick={() => {
          if (window.confirm(`Delete ${p.name}? This cannot be undone.`)) remove.mutate(p._id);
        }}
      >
        <IconTrash size={18} />
      </IconButton>
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
