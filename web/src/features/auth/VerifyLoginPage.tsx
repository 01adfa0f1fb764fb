import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { paths } from '../../config/paths';
import { LOGIN_TEXT } from './loginMessages';
import { RequestPasswordRecoveryMutation } from './recovery';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './auth.css';

/** Spec 1 §2 /verify-login?username=…: 'Controlla la tua e-mail', resend, back to /login; spec 1 §8 resend toasts. */
export function VerifyLoginPage() {
  useDocumentTitle(LOGIN_TEXT.verifyTitle);
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username')?.trim() ?? '';
  const toast = useToast();
  const [request, { loading }] = useMutation(RequestPasswordRecoveryMutation);

  async function resend() {
    try {
      const { data } = await request({ variables: { username } });
      if (data?.requestPasswordRecovery.ok) toast.show(LOGIN_TEXT.resendOk, 'success');
      else toast.show(LOGIN_TEXT.resendError, 'danger');
    } catch {
      toast.show(LOGIN_TEXT.resendError, 'danger');
    }
  }

  const loginLink = username ? `${paths.login}?${new URLSearchParams({ u: username }).toString()}` : paths.login;

  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{LOGIN_TEXT.verifyTitle}</h1>
        {username ? (
          <p>
            Abbiamo inviato le istruzioni per impostare una nuova password all'indirizzo e-mail associato all'utente{' '}
            <strong className="auth-card__username">{username}</strong>.
          </p>
        ) : (
          <p>Abbiamo inviato le istruzioni per impostare una nuova password all'indirizzo e-mail associato al tuo utente.</p>
        )}
        <p>Non hai ricevuto l'e-mail? Controlla nella cartella della posta indesiderata oppure richiedi un nuovo invio.</p>
        <Button variant="outline" onClick={resend} loading={loading} disabled={!username}>
          Invia di nuovo
        </Button>
        <p className="auth-card__links">
          <Link to={loginLink}>Torna al login</Link>
        </p>
      </div>
    </div>
  );
}
