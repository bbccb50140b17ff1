import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the app, kept until the app's own Install button uses it. */
export type InstallPrompt = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Where the page's first code keeps the browser's offer (`main.tsx`), made once per page. */
type Kept = { ojaInstallOffer?: InstallPrompt | null; ojaInstalled?: boolean };
const kept = () => (typeof window === 'undefined' ? {} : (window as Kept));

let offer: InstallPrompt | null = kept().ojaInstallOffer ?? null;
let installed = kept().ojaInstalled ?? false;
const listeners = new Set<() => void>();
const changed = () => {
  offer = kept().ojaInstallOffer ?? null;
  installed = kept().ojaInstalled ?? false;
  listeners.forEach((l) => l());
};
if (typeof window !== 'undefined') {
  addEventListener('beforeinstallprompt', changed);
  addEventListener('appinstalled', changed);
}

type InstallState = { offer: InstallPrompt | null; installed: boolean };
let snapshot: InstallState = { offer, installed };

/** The browser's offer to install (null where it makes none) and whether it was just installed. */
export function useInstallOffer(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      if (snapshot.offer !== offer || snapshot.installed !== installed)
        snapshot = { offer, installed };
      return snapshot;
    },
    () => snapshot,
  );
}

/** Whether Oja is running as the installed app (opened from the home screen). */
export const runsInstalled = () =>
  typeof matchMedia !== 'undefined' && matchMedia('(display-mode: standalone)').matches;
