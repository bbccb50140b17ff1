import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { SellerAffiliate } from '#shared/schemas/seller-affiliates.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useRemoveAffiliate } from '../api/remove-affiliate.ts';
import { nameOf } from './affiliate-list.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Asks before removing an affiliate, saying what it does (their resales go, they cannot resell
 * again until restored, orders already placed keep their commission), then shows the server's
 * answer: what was removed, or why it could not be.
 */
export function RemoveAffiliateModal({
  businessId,
  affiliate,
  onClose,
}: {
  businessId: string;
  affiliate: SellerAffiliate | null;
  onClose: () => void;
}) {
  const remove = useRemoveAffiliate(businessId);
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = affiliate ? nameOf(affiliate) : '';
  const done = remove.data;
  const resold = affiliate?.productsResold ?? 0;
  const failed =
    remove.error instanceof ApiError
      ? remove.error.message
      : remove.error
        ? 'Request could not be completed'
        : null;
  return (
    <Modal
      opened={affiliate !== null}
      onClose={close}
      title={done ? 'Affiliate removed' : `Remove ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {done ? (
        <Stack gap="md">
          <Alert color="teal.9" variant="light" role="status">
            {done.message}
            {done.data.resalesRemoved > 0 &&
              `: ${plural(done.data.resalesRemoved, 'resale')} of your products removed.`}
          </Alert>
          <Text size="sm">
            Orders {name} brought before keep the commission fixed when they were placed. You can
            restore {name} under Removed affiliates.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <List size="sm" spacing={4}>
            <List.Item>
              {resold === 0
                ? `${name} resells none of your products now.`
                : `${name} stops reselling the ${plural(resold, 'product')} of yours on their list.`}
            </List.Item>
            <List.Item>They cannot resell your products again until you restore them.</List.Item>
            <List.Item>
              Orders already placed through them keep the commission fixed at checkout: it is still
              paid when those orders are received.
            </List.Item>
          </List>
          {failed && (
            <Alert color="red.9" variant="light" role="alert">
              {failed}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Go back
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => affiliate && remove.mutate(affiliate._id)}
            >
              Remove affiliate
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
