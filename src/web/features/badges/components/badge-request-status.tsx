import { Alert, Text } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { formatNaira } from '#shared/format.ts';
import type { BadgeVerification } from '#shared/schemas/badges.ts';
import { formatDate } from '#shared/dates.ts';

/** Where a badge request stands: verified, waiting for review, or refused with the reason. */
export function RequestStatus({ data }: { data: BadgeVerification }) {
  const request = data.request;
  if (!request) return null;
  if (request.status === 'APPROVED')
    return (
      <Alert color="navy" icon={<IconRosetteDiscountCheckFilled />} title="Verified">
        The verified tick shows next to your name across Oja.
      </Alert>
    );
  if (request.status === 'PENDING')
    return (
      <Alert color="gray" title="Request pending">
        We received your request and {formatNaira(request.fee)} on {formatDate(request.createdAt)}.
        Oja reviews requests within a few working days.
      </Alert>
    );
  return (
    <Alert color="red" title="Request not approved">
      {request.reason}
      {request.refunded && (
        <Text size="sm" mt={4}>
          {formatNaira(request.fee)} was refunded to your wallet. You can ask again once you have
          sorted it out.
        </Text>
      )}
    </Alert>
  );
}
