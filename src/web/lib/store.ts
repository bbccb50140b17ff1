import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One storage key for everything the browser keeps between visits (§9). */
export const STORAGE_KEY = 'oja';
/** How long start-up waits for saved state before showing the app anyway (§9). */
export const RESTORE_TIMEOUT_MS = 1200;

export type AuthState = {
  accessToken: string | null;
  refreshToken: string | null;
  isVerifyEmailModalOpen: boolean;
};

type ClientState = {
  auth: AuthState;
  setSession: (tokens: { accessToken: string; refreshToken: string }) => void;
  setVerifyEmailModalOpen: (open: boolean) => void;
  /** Forgets everything held locally. */
  reset: () => void;
};

const signedOut: AuthState = {
  accessToken: null,
  refreshToken: null,
  isVerifyEmailModalOpen: false,
};

export const useClientStore = create<ClientState>()(
  persist(
    (set) => ({
      auth: signedOut,
      setSession: (tokens) => set((s) => ({ auth: { ...s.auth, ...tokens } })),
      setVerifyEmailModalOpen: (open) =>
        set((s) => ({ auth: { ...s.auth, isVerifyEmailModalOpen: open } })),
      reset: () => set({ auth: signedOut }),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ auth: s.auth }),
    },
  ),
);
