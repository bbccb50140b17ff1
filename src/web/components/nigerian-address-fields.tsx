import { LightSelect, LightTextField } from '#web/components/light-fields.tsx';
import { Columns } from '#web/components/plain-layout.tsx';
import { useLgas, useNigerianStates } from '#web/lib/reference-data.ts';

export type AddressValue = { street: string; city: string; state: string; lga: string };

/**
 * Street, city, and state and LGA pickers fed by the reference data (36 states, FCT, 774 LGAs),
 * in plain fields: they are on the first screen of the business profile and checkout's new
 * address (decision 037).
 */
export function NigerianAddressFields({
  value,
  onChange,
  errors = {},
}: {
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  errors?: Partial<Record<keyof AddressValue, string>>;
}) {
  const states = useNigerianStates();
  const lgas = useLgas(value.state || null);
  return (
    <Columns cols={1} sm={2} gap="sm">
      <LightSelect
        label="State"
        value={value.state}
        error={errors.state}
        onChange={(e) => onChange({ ...value, state: e.currentTarget.value, lga: '' })}
        options={[
          { value: '', label: 'Choose a state' },
          ...(states.data ?? []).map((s) => ({ value: s.name, label: s.name })),
        ]}
      />
      <LightSelect
        label="Local government area"
        value={value.lga}
        error={errors.lga}
        disabled={!value.state || lgas.isPending}
        onChange={(e) => onChange({ ...value, lga: e.currentTarget.value })}
        options={[
          { value: '', label: value.state ? 'Choose an LGA' : 'Choose a state first' },
          ...(lgas.data ?? []).map((lga) => ({ value: lga, label: lga })),
        ]}
      />
      <LightTextField
        label="City or town"
        value={value.city}
        error={errors.city}
        onChange={(e) => onChange({ ...value, city: e.currentTarget.value })}
      />
      <LightTextField
        label="Street address"
        value={value.street}
        error={errors.street}
        onChange={(e) => onChange({ ...value, street: e.currentTarget.value })}
      />
    </Columns>
  );
}
