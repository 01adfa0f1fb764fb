import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { CART_TEXT } from './cartText';
import type { PendingRemoval } from './useCartEdits';

type CartRemovalDialogProps = { removing: PendingRemoval | null; onCancel(): void; onConfirm(): void };

/** Spec 3 §4 'Cart': a plan leaves the cart only after 'Conferma'; 'Annulla' keeps it. */
export function CartRemovalDialog({ removing, onCancel, onConfirm }: CartRemovalDialogProps) {
  return (
    <Modal
      open={removing !== null}
      onClose={onCancel}
      title={removing ? CART_TEXT.removeTitle(removing.name) : ''}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {CART_TEXT.cancel}
          </Button>
          <Button onClick={onConfirm}>{CART_TEXT.confirm}</Button>
        </>
      }
    />
  );
}
