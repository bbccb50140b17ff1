import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { LazyMultiSelect, LazySelect, preloadSelects } from '#web/components/lazy-select.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useCustomers } from '#web/features/businesses/api/customers.ts';
import { useBusinessTags } from '#web/features/catalogue/api/tags.ts';
import { OwnProductsField } from '#web/features/catalogue/components/own-products-field.tsx';
import type { CustomerPicker } from '#web/features/rewards/components/manage-voucher-card.tsx';
import { ManageVouchers } from '#web/features/rewards/components/manage-vouchers.tsx';
import type { ProductPicker } from '#web/features/rewards/components/voucher-form.tsx';

type Option = { value: string; label: string };
/** A field choosing some of a business's things by id (products, tags). */
type IdsFieldProps = {
  businessId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
};

/** Some of the business's own product tags; products with any of them count. */
function TagsField({ businessId, value, onChange, error }: IdsFieldProps) {
  const tags = useBusinessTags(businessId);
  const data: Option[] = (tags.data ?? []).map((t) => ({ value: t._id, label: t.name }));
  // No tags yet: nothing to choose, and products count as chosen above.
  if (tags.isSuccess && data.length === 0 && value.length === 0) return null;
  return (
    <LazyMultiSelect
      label="Or on products with these tags (optional)"
      description="A product with any of them counts, including ones you add later."
      placeholder={value.length ? undefined : tags.isPending ? 'Loading your tags…' : 'Choose tags'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      maxValues={10}
      clearable
      error={error ?? (tags.isError ? 'We could not load your tags' : undefined)}
    />
  );
}

/** One of the business's customers, most recent first, with how many orders they placed. */
function CustomerField({
  businessId,
  value,
  onChange,
  error,
}: {
  businessId: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: ReactNode;
}) {
  const customers = useCustomers(businessId);
  const data: Option[] = (customers.data?.results ?? []).map((c) => ({
    value: c._id,
    label: `${c.firstName} ${c.lastName} (@${c.handle}) · ${formatCountOf(c.orders, 'order')}`,
  }));
  return (
    <LazySelect
      label="Customer"
      placeholder={customers.isPending ? 'Loading your customers…' : 'Choose a customer'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={
        customers.data?.results.length === 0
          ? 'Customers show here once they pay for an order'
          : 'No customer by that name'
      }
      error={error ?? (customers.isError ? 'We could not load your customers' : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** `/vendor/{id}/vouchers`: the business's vouchers, with their figures, and a new one. */
export default function VendorVouchersScreen() {
  useDocumentTitle('Vouchers | Oja');
  const { vendorId = '' } = useParams();
  // The pickers' code comes after the list, as the voucher form's does.
  useEffect(preloadSelects, []);
  const productPicker: ProductPicker = (props) => (
    <OwnProductsField
      businessId={vendorId}
      label="Only on these products (optional)"
      description="None chosen: it counts on the whole order from your store."
      maxValues={50}
      {...props}
    />
  );
  const tagPicker: ProductPicker = (props) => <TagsField businessId={vendorId} {...props} />;
  const customerPicker: CustomerPicker = (props) => (
    <CustomerField businessId={vendorId} {...props} />
  );
  return (
    <ManageVouchers
      key={vendorId}
      businessId={vendorId}
      productPicker={productPicker}
      tagPicker={tagPicker}
      customerPicker={customerPicker}
    />
  );
}
