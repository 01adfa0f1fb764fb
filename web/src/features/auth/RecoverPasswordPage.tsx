import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { LIMITS, recoverySchema, type RecoveryInput } from '@club/validation';
import { Form } from '../../components/forms/Form';
import { TextInputField } from '../../components/forms/TextInputField';
import { lowerCase } from '../../components/forms/transforms';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useSingleFlight } from '../../lib/idempotency';
import { LOGIN_TEXT } from './loginMessages';
import { RequestPasswordRecoveryMutation, verifyLoginPath } from './recovery';
import { useSupportPhone } from './useSupportPhone';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './auth.css';
import { TRACKING } from '../../lib/trackingTable';

/**
 * Spec 1 §2 'Password recovery page', §4 'Recovery', §5 'Recovery', §8: success goes to
 * /verify-login?username=…; a refusal (401, 403, 409 upstream: ok false) shows the failure screen.
 */
export function RecoverPasswordPage() {
  useDocumentTitle('Recupera la password');
  const navigate = useNavigate();
  const form = useSchemaForm(recoverySchema, { defaultValues: { username: '' } });
  const username = useWatch({ control: form.control, name: 'username' });
  const [failed, setFailed] = useState(false);
  const [request, { loading }] = useMutation(RequestPasswordRecoveryMutation);

  // Requests are counted per account (docs/operations.md 'Login protection'): a double click sends one.
  const handleValid = useSingleFlight(async (values: RecoveryInput) => {
    try {
      const { data } = await request({ variables: { username: values.username } });
      const result = data?.requestPasswordRecovery;
      if (result?.ok) navigate(verifyLoginPath(result.username ?? values.username));
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  });

  if (failed) return <RecoveryFailed />;

  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Recupera la password</h1>
        <p>Inserisci l'e-mail o lo username con cui accedi al Club: ti invieremo le istruzioni per impostare una nuova password.</p>
        <Form form={form} onValid={handleValid}>
          <TextInputField
            control={form.control}
            name="username"
            label="E-mail o username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            maxLength={LIMITS.usernameMax}
            transform={lowerCase}
            validateEmptyOnBlur={false}
            required
          />
          <Button type="submit" className="auth-card__submit" data-tracking-code={TRACKING.recoverySubmit.code} disabled={username.trim() === ''} loading={loading}>
            Invia
          </Button>
        </Form>
        <p className="auth-card__links">
          <Link to={paths.login} data-tracking-code={TRACKING.recoveryBackToLogin.code}>
            Torna al login
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Spec 1 §8 'Recovery 401, 403 or 409': ask the member to call the support number. */
function RecoveryFailed() {
  const phone = useSupportPhone();
  return (
    <div className="container page auth-page">
      <div className="auth-card" role="alert">
        <h1 className="auth-card__title">{LOGIN_TEXT.recoveryFailedTitle}</h1>
        {phone ? (
          <p>
            Contattaci al numero di telefono <a className="auth-phone" href={phone.href}>{phone.display}</a> per richiedere assistenza.
          </p>
        ) : (
          <p>
            Contattaci telefonicamente per richiedere assistenza: trovi il numero nella pagina{' '}
            <Link to={paths.support}>Assistenza</Link>.
          </p>
        )}
        <p className="auth-card__links">
          <Link to={paths.login} data-tracking-code={TRACKING.recoveryBackToLogin.code}>
            Torna al login
          </Link>
        </p>
      </div>
    </div>
  );
}
