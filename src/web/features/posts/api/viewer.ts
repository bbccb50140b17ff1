import { useClientStore } from '#web/lib/store.ts';
import type { Viewer } from './keys.ts';

/** Whose answers to ask for: the signed-in user's, or a visitor's. */
export function useViewer(): Viewer {
  return useClientStore((s) => (s.auth.accessToken !== null ? 'me' : 'visitor'));
}
