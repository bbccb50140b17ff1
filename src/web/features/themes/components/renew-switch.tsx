import { LightSwitch } from '#web/components/light-switch.tsx';
import { useThemeRenewal } from '../api/my-themes.ts';

/**
 * Whether a bought theme renews from the wallet when its term ends. On a card of the theme
 * screen: its code comes just after the screen, as only a bought theme shows it.
 */
export function RenewSwitch({ themeId, autoRenew }: { themeId: string; autoRenew: boolean }) {
  const renewal = useThemeRenewal();
  return (
    <div style={{ alignSelf: 'center' }}>
      <LightSwitch
        label="Renew"
        checked={autoRenew}
        disabled={renewal.isPending}
        onChange={(e) => renewal.mutate({ themeId, autoRenew: e.currentTarget.checked })}
      />
    </div>
  );
}
