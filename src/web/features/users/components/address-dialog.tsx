import { Modal } from '@mantine/core';
import { AddressForm } from './address-form.tsx';

/** The new-address dialog; loaded when first opened. */
export default function AddressDialog({
  userId,
  opened,
  onClose,
}: {
  userId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New delivery address"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <AddressForm userId={userId} onDone={onClose} />
    </Modal>
  );
}
