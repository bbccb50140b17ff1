import { Suspense, type ComponentProps } from 'react';
import { deferred } from '#web/components/deferred.tsx';
import { Placeholder } from '#web/components/plain.tsx';

// The sale form (products to pick, dates, prices) is not part of the sales list: its code comes
// when a sale is first started or changed, or ahead of that with `preloadPromotionForm`.
const Form = deferred(() => import('./promotion-form.tsx').then((m) => m.PromotionForm));

export const preloadPromotionForm = () => void Form.preload();

/** The sale form, with a loading block while its code comes. */
export function PromotionForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<Placeholder h={320} radius="md" />}>
      <Form {...props} />
    </Suspense>
  );
}
