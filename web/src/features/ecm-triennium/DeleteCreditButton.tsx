import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { useToast } from '../../components/ui/Toast';
import { DeleteExternalEcmCreditMutation, EcmTrienniumPageQuery } from './queries';

export const DELETE_CREDIT_TEXT = {
  title: (title: string) => `Eliminare il credito "${title}"?`,
  body: 'Il credito e il suo attestato verranno eliminati dal tuo triennio. Potrai registrarlo di nuovo in seguito.',
  cancel: 'Annulla',
  confirm: 'Elimina il credito',
  done: (title: string) => `Credito eliminato: ${title}.`,
  failed: 'Non è stato possibile eliminare il credito. Riprova più tardi.',
} as const;

/**
 * 'Elimina' on a recorded credit (issue 40): the credit goes only after the member confirms in a
 * dialog; 'Annulla', Escape or the backdrop keep it.
 */
export function DeleteCreditButton({ id, title }: { id: string; title: string }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useMutation(DeleteExternalEcmCreditMutation, { refetchQueries: [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'], awaitRefetchQueries: true });

  const confirm = async () => {
    setAsking(false);
    try {
      await remove({ variables: { id } });
      toast.show(DELETE_CREDIT_TEXT.done(title), 'success');
    } catch {
      toast.show(DELETE_CREDIT_TEXT.failed, 'danger');
    }
  };

  return (
    <>
      <Button variant="link" size="sm" loading={removing.loading} aria-label={`Elimina: ${title}`} onClick={() => setAsking(true)}>
        Elimina
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={DELETE_CREDIT_TEXT.title(title)}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {DELETE_CREDIT_TEXT.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirm()}>
              {DELETE_CREDIT_TEXT.confirm}
            </Button>
          </>
        }
      >
        <p>{DELETE_CREDIT_TEXT.body}</p>
      </Modal>
    </>
  );
}
