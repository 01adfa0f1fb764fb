import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { useToast } from '../../components/ui/Toast';
import { graphql } from '../../gql';
import { TRACKING } from '../../lib/trackingTable';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Logout confirmation opened by any '#logout' link (spec 1 §2). Confirming signs out, drops
 * everything cached for the member (the refetch brings the visitor's view) and goes home.
 */
export function LogoutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [logout, { loading }] = useMutation(LogoutMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();

  async function confirm() {
    try {
      await logout();
    } catch {
      toast.show('Qualcosa è andato storto, riprova.', 'danger');
      return;
    }
    onClose();
    await navigate('/');
    await client.resetStore();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Vuoi davvero uscire?"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Annulla
          </Button>
          <Button variant="primary" onClick={() => void confirm()} loading={loading} data-tracking-code={TRACKING.logoutConfirm.code}>
            Esci
          </Button>
        </>
      }
    />
  );
}
