import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentChargeMode } from '#shared/constants.ts';
import type { Me } from '#shared/schemas/users.ts';
import { LightSwitch } from '#web/components/light-switch.tsx';
import { api } from '#web/lib/api-client.ts';
import { meKeys } from '#web/lib/query-keys.ts';

/**
 * Whether checkout pays from the wallet by default (the profile's payment charge mode). Changing
 * only this shows no "Profile updated" message: the switch itself says it.
 */
export function WalletDefaultSwitch({ userId, mode }: { userId: string; mode: PaymentChargeMode }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: PaymentChargeMode) =>
      api.put<Me>(`/users/${userId}`, { paymentChargeMode: next }),
    // The answer is the profile as it now is: no gap where the switch shows the old mode.
    onSuccess: (res) => queryClient.setQueryData(meKeys.all, res.data),
  });
  // What was just chosen shows at once; the profile's answer takes over when it arrives.
  const [chosen, setChosen] = useState<PaymentChargeMode | null>(null);
  const on = (chosen ?? mode) === 'WALLET';
  return (
    <LightSwitch
      label="Pay from my wallet by default at checkout"
      description="When the balance covers the total; you can still choose a card each time."
      checked={on}
      disabled={change.isPending}
      onChange={(e) => {
        const next = e.currentTarget.checked ? 'WALLET' : 'LOCAL';
        setChosen(next);
        change.mutate(next, { onSettled: () => setChosen(null) });
      }}
    />
  );
}
