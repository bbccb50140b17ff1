import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Cart } from '#shared/cart.ts';

/** One storage key for everything the browser keeps between visits. */
export const STORAGE_KEY = 'oja';
/** How long start-up waits for saved state before showing the app anyway. */
export const RESTORE_TIMEOUT_MS = 1200;

export type AuthState = {
  accessToken: string | null;
  refreshToken: string | null;
  isVerifyEmailModalOpen: boolean;
};

/** The payment the shopper was last sent to pay, kept across the trip to the payment page. */
export type OrderPay = {
  transactionId: string;
  amount: number;
  authorizationUrl: string;
  startedAt: string;
};

/** Data saver on this phone: `auto` follows the browser (its data saver, or a 2G connection). */
export type DataSaverChoice = 'auto' | 'on' | 'off';

type ClientState = {
  auth: AuthState;
  /** Kept across logins: it is the phone's, not the account's. */
  dataSaver: DataSaverChoice;
  setDataSaver: (choice: DataSaverChoice) => void;
  /** The cart, keyed by product id. */
  cart: Cart;
  /** Whether the cart drawer is open. */
  isOpen: boolean;
  /** Whether the browser is on its way to the payment page. */
  isCheckout: boolean;
  orderPay: OrderPay | null;
  setSession: (tokens: { accessToken: string; refreshToken: string }) => void;
  setVerifyEmailModalOpen: (open: boolean) => void;
  /** Applies one of the cart rules of `#shared/cart.ts` (add, remove, set a quantity). */
  updateCart: (change: (cart: Cart) => Cart) => void;
  emptyCart: () => void;
  setCartOpen: (open: boolean) => void;
  setCheckout: (checkingOut: boolean) => void;
  setOrderPay: (pay: OrderPay | null) => void;
  /** Forgets everything held locally. */
  reset: () => void;
};

const signedOut: AuthState = {
  accessToken: null,
  refreshToken: null,
  isVerifyEmailModalOpen: false,
};

const empty = { cart: {}, isOpen: false, isCheckout: false, orderPay: null } as const;

export const useClientStore = create<ClientState>()(
  persist(
    (set) => ({
      auth: signedOut,
      ...empty,
      dataSaver: 'auto',
      setDataSaver: (choice) => set({ dataSaver: choice }),
      setSession: (tokens) => set((s) => ({ auth: { ...s.auth, ...tokens } })),
      setVerifyEmailModalOpen: (open) =>
        set((s) => ({ auth: { ...s.auth, isVerifyEmailModalOpen: open } })),
      updateCart: (change) => set((s) => ({ cart: change(s.cart) })),
      emptyCart: () => set({ cart: {} }),
      setCartOpen: (open) => set({ isOpen: open }),
      setCheckout: (checkingOut) => set({ isCheckout: checkingOut }),
      setOrderPay: (pay) => set({ orderPay: pay }),
      reset: () => set({ auth: signedOut, ...empty }),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      // Nothing is written before the saved state has been read back: a write made while a
      // server-rendered page still shows a visitor's state would replace the saved session.
      storage: createJSONStorage(() => ({
        getItem: (key) => localStorage.getItem(key),
        setItem: (key, value) => {
          if (useClientStore.persist.hasHydrated()) localStorage.setItem(key, value);
        },
        removeItem: (key) => localStorage.removeItem(key),
      })),
      partialize: (s) => ({
        auth: s.auth,
        cart: s.cart,
        orderPay: s.orderPay,
        dataSaver: s.dataSaver,
      }),
      // Restored by the app's start-up: after React takes over a server-rendered page, as that
      // page was rendered for a visitor.
      skipHydration: true,
    },
  ),
);
