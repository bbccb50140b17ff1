import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';

/** The vendor's own storefront as shoppers see it, with its shareable link. */
export default function VendorStoreScreen() {
  const { vendorId = '' } = useParams();
  const { data: business, isError, refetch } = useBusiness(vendorId);
  if (isError) return <LoadError what="your store" onRetry={() => refetch()} />;
  if (!business) return <Skeleton h={400} radius="lg" />;
  const path = `/store/${business.handle}`;
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            My store
          </Title>
          <Text size="sm" c="dimmed">
            Share this link: {window.location.origin}
            {path}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={`/vendor/${vendorId}/theme`} variant="light">
            Change theme
          </Button>
          <Button
            component={Link}
            to={path}
            target="_blank"
            leftSection={<IconExternalLink size={16} />}
          >
            Open storefront
          </Button>
        </Group>
      </Group>
      <Box
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 12,
          overflow: 'hidden',
        }}
      >
        <iframe
          title={`${business.name} storefront preview`}
          src={`${path}?headless=1`}
          style={{ width: '100%', height: '70dvh', border: 0 }}
        />
      </Box>
    </Stack>
  );
}
