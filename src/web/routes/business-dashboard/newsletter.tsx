import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Newsletter } from '#shared/schemas/newsletters.ts';
import { NEWSLETTER_LIMITS } from '#shared/limits.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { OwnProductsField } from '#web/features/catalogue/components/own-products-field.tsx';
import { NewsletterForm } from '#web/features/newsletters/components/newsletter-form.tsx';
import { NewsletterHistory } from '#web/features/newsletters/components/newsletter-history.tsx';
import { SubscribersCard } from '#web/features/newsletters/components/subscribers-card.tsx';

/** `/vendor/{id}/newsletter`: the store's subscribers, writing a newsletter, and those sent. */
export default function VendorNewsletterScreen() {
  useDocumentTitle('Newsletter | Oja');
  const { vendorId = '' } = useParams();
  const [editing, setEditing] = useState<Newsletter | null>(null);
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Newsletter
        </Title>
        <Text c="dimmed">
          Shoppers ask for your newsletter from your store and confirm it by e-mail. Write to them
          about new stock and sales, with your products, and send it to everyone who confirmed.
        </Text>
      </Stack>
      <SubscribersCard businessId={vendorId} />
      <NewsletterForm
        key={editing?._id ?? 'new'}
        businessId={vendorId}
        editing={editing}
        onSaved={() => setEditing(null)}
        productsPicker={(props) => (
          <OwnProductsField
            businessId={vendorId}
            label="Products to show (optional)"
            description={`Up to ${NEWSLETTER_LIMITS.products}, with their prices and links.`}
            maxValues={NEWSLETTER_LIMITS.products}
            {...props}
          />
        )}
      />
      <NewsletterHistory
        businessId={vendorId}
        onEdit={(draft) => {
          setEditing(draft);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </Stack>
  );
}
