import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shareLinkOf, whatsAppTextOf } from '#shared/affiliates.ts';
import { formatNaira, formatRate, formatNumber } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { MyResale } from '#shared/schemas/affiliates.ts';
import { Thumb } from '#web/components/plain.tsx';
import { SellerLine } from './seller-line.tsx';

/** A product on the affiliate's list: its link to share, what a sale earns and what it did. */
export function ResaleCard({
  resale,
  onRemove,
  removing,
}: {
  resale: MyResale;
  onRemove: () => void;
  removing: boolean;
}) {
  const link = shareLinkOf(window.location.origin, resale.code);
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(
    whatsAppTextOf(resale.name, formatNaira(resale.unitPrice), link),
  )}`;
  return (
    <Card withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Thumb src={resale.photo && thumbnailUrl(resale.photo)} size={64} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Anchor
              component={Link}
              to={`/product/${resale._id}`}
              fw={600}
              lineClamp={2}
              c="navy.9"
            >
              {resale.name}
            </Anchor>
            <SellerLine business={resale.business} />
            <Text size="sm">
              {formatNaira(resale.unitPrice)} · you earn{' '}
              <Text span fw={700} c="teal.9">
                {formatNaira(resale.commissionPerSale)}
              </Text>{' '}
              ({formatRate(resale.commission)})
            </Text>
          </Stack>
          <Tooltip label="Take off my list">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              loading={removing}
              aria-label={`Take ${resale.name} off my list`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {!resale.open && (
          <Badge color="orange" variant="light" c="gray.9" style={{ alignSelf: 'flex-start' }}>
            The seller stopped resale: this link earns nothing now
          </Badge>
        )}
        <SimpleGrid cols={4} spacing={4}>
          {[
            ['Clicks', formatNumber(resale.clicks)],
            ['Orders', formatNumber(resale.orders)],
            ['Pending', formatNaira(resale.pending)],
            ['Earned', formatNaira(resale.earned)],
          ].map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {link}
          </Text>
        </Group>
        <Group gap="xs" grow>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? 'Link copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            color="teal.9"
            leftSection={<IconBrandWhatsapp size={16} />}
          >
            WhatsApp
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
