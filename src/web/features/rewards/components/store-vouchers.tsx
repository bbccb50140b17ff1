import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Voucher } from '#shared/schemas/vouchers.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { logInFirst, useAfterLoginOn } from '#web/lib/after-login.ts';
import { useClientStore } from '#web/lib/store.ts';
import {
  findVoucherByCode,
  useBusinessVouchers,
  useClaimVoucher,
  useHeldVoucherIds,
  type VoucherScope,
} from '../api/vouchers.ts';
import { useLoyaltyCard } from '../api/loyalty.ts';
import { LoyaltyProgress } from './loyalty-progress.tsx';
import { voucherEnded, voucherOff, voucherTerms } from './voucher-format.ts';

/** The kept action of a visitor who tapped Claim: done once they are back, signed in. */
const CLAIM_LATER = 'claim-voucher:';

const CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

function ClaimableCard({
  voucher,
  held,
  claiming,
  onClaim,
}: {
  voucher: Voucher;
  held: boolean;
  claiming: boolean;
  onClaim: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={voucher.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700} c="navy.9">
            {voucherOff(voucher)}
          </Text>
          <Text size="sm" fw={600}>
            {voucher.title}
          </Text>
          <Text size="xs" c="gray.7">
            {voucherTerms(voucher).join(' · ')}
          </Text>
        </Stack>
        {held ? (
          <Badge color="teal" variant="light" c="gray.9" style={{ flexShrink: 0 }}>
            In your vouchers
          </Badge>
        ) : (
          <Button size="xs" loading={claiming} onClick={onClaim} style={{ flexShrink: 0 }}>
            Claim
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * A store's vouchers on its page: its loyalty card (with the shopper's progress), those running
 * to claim, each with a Claim button (visitors log in first and it is claimed when they are
 * back), and a box for a code the store gave out. Fetched in the browser once the page is up.
 * The same for Oja's own vouchers, on the shopper's Vouchers screen.
 */
export function StoreVouchers({
  businessId,
  back,
  title = 'Vouchers',
}: {
  /** The store's id, or null for Oja's own vouchers (on the shopper's Vouchers screen). */
  businessId: VoucherScope;
  back: string;
  title?: string;
}) {
  const navigate = useNavigate();
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const list = useBusinessVouchers(businessId);
  const loyalty = useLoyaltyCard(businessId ?? '');
  const whose = businessId === null ? 'Oja' : 'this store';
  const heldIds = useHeldVoucherIds(signedIn);
  const claim = useClaimVoucher();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<Voucher | null>(null);
  useAfterLoginOn(CLAIM_LATER, list.isSuccess, (id) => claim.mutate(id));

  const claimable = (list.data?.results ?? []).filter(
    (v) => v.code === null && v.status === 'ACTIVE' && !voucherEnded(v) && v.left > 0,
  );
  const claimOne = (id: string) =>
    signedIn ? claim.mutate(id) : logInFirst(navigate, back, `${CLAIM_LATER}${id}`);

  const lookUp = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!CODE_PATTERN.test(wanted)) {
      setCodeError('Codes have 3 to 20 letters, digits or dashes');
      return;
    }
    setCodeError(null);
    setLooking(true);
    try {
      const voucher = await findVoucherByCode(businessId, wanted);
      if (!voucher) setCodeError(`No running voucher of ${whose} has that code`);
      setFound(voucher);
    } catch (error) {
      setCodeError(
        error instanceof ApiError && typeof error.messages === 'string'
          ? error.messages
          : 'We could not check that code. Try again.',
      );
    } finally {
      setLooking(false);
    }
  };

  const shown =
    found && !claimable.some((v) => v._id === found._id) ? [found, ...claimable] : claimable;
  const isHeld = (id: string) => heldIds.data?.has(id) ?? false;

  return (
    <Stack gap="sm" component="section" aria-labelledby="store-vouchers-title">
      <Group gap="xs">
        <IconTicket size={20} aria-hidden />
        <Title order={2} fz="lg" id="store-vouchers-title">
          {title}
        </Title>
      </Group>
      {loyalty.data && <LoyaltyProgress card={loyalty.data} />}
      {shown.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((v) => (
            <ClaimableCard
              key={v._id}
              voucher={v}
              held={isHeld(v._id)}
              claiming={claim.isPending && claim.variables === v._id}
              onClaim={() => claimOne(v._id)}
            />
          ))}
        </SimpleGrid>
      ) : (
        list.isSuccess && (
          <Text size="sm" c="dimmed">
            No vouchers to claim right now.
          </Text>
        )
      )}
      <form onSubmit={lookUp} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap" maw={420}>
          <TextInput
            label="Have a code?"
            placeholder="e.g. ADA-1000"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setCodeError(null);
            }}
            error={codeError}
            autoCapitalize="characters"
            maxLength={20}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={looking} mt={25}>
            Find
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
