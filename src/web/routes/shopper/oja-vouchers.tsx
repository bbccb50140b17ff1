import { SupportOnly } from '#web/app/support-only.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ManageVouchers } from '#web/features/rewards/components/manage-vouchers.tsx';

/**
 * `/shopper/support/vouchers`: Oja support's own vouchers (users with the admin role), paid from
 * Oja's commission: create, pause, and their figures.
 */
export default function OjaVouchersScreen() {
  useDocumentTitle('Oja vouchers | Oja');
  return (
    <SupportOnly
      path="/shopper/support/vouchers"
      loginTitle="Log in to manage Oja vouchers"
      refusedTitle="Only Oja support can manage Oja vouchers"
      refusedText="Looking for money off? Your vouchers are under Vouchers in your menu."
    >
      <ManageVouchers businessId={null} />
    </SupportOnly>
  );
}
