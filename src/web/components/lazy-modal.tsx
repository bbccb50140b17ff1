import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const loadModal = () => import('./modal-code.ts');
const Modal = lazy(loadModal);

/**
 * Fetches the dialog's code ahead of its first opening: call it once the button that opens it is
 * on screen, so the screen itself shows without it and the dialog still opens at once.
 */
export function preloadModal(): void {
  void loadModal();
}

/**
 * Mantine's Modal, whose code (focus trap, portal, scroll area: more than a small screen's
 * download) is not part of the screens that show one. Nothing renders until it first opens.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
