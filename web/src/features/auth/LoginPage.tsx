import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { LIMITS, loginSchema, type LoginInput } from '@club/validation';
import { AnnouncedFieldErrors } from '../../components/forms/AnnouncedFieldErrors';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { TextInputField } from '../../components/forms/TextInputField';
import { lowerCase } from '../../components/forms/transforms';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { ConsentDialog } from './ConsentDialog';
import { isFailure, loginStatusText, useLoginFlow } from './useLoginFlow';
import { useSupportPhone } from './useSupportPhone';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './auth.css';
import { TRACKING } from '../../lib/trackingTable';

const FIELDS = ['username', 'password'] as const;

/** Spec 1 §2 'Login page', §4 'Login', §5 'Login', §8 login errors. */
export function LoginPage() {
  useDocumentTitle('Accedi');
  const [searchParams] = useSearchParams();
  const form = useSchemaForm(loginSchema, {
    // Spec 1 §2: the u query parameter prefills the username (lower-cased like typed input).
    defaultValues: { username: (searchParams.get('u') ?? '').toLowerCase(), password: '' },
  });
  const [username, password] = useWatch({ control: form.control, name: FIELDS });
  const { phase, submit, acceptConsent, cancelConsent, dismissFailure } = useLoginFlow();
  const phone = useSupportPhone();

  const busy = phase.kind === 'checking' || phase.kind === 'success';
  const empty = username.trim() === '' || password.trim() === '';

  function handleValid(credentials: LoginInput) {
    if (!busy) void submit(credentials);
  }

  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Accedi</h1>
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
            onValueChange={dismissFailure}
            required
          />
          <TextInputField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            onValueChange={dismissFailure}
            required
          />
          <AnnouncedFieldErrors control={form.control} fields={FIELDS} data-testid="login-field-errors" />
          <p className="auth-card__aside">
            <Link to={paths.recoverPassword} data-tracking-code={TRACKING.loginForgotPassword.code}>
              Hai dimenticato la password?
            </Link>
          </p>
          <FormStatus id="login-status" message={loginStatusText(phase)} tone={isFailure(phase) ? 'error' : 'info'} />
          <Button type="submit" className="auth-card__submit" data-tracking-code={TRACKING.loginSubmit.code} disabled={busy || empty} loading={phase.kind === 'checking'}>
            Accedi
          </Button>
        </Form>
        <div className="auth-card__links">
          <p>
            Non sei ancora iscritto? <Link to={paths.registration} data-tracking-code={TRACKING.loginPageSignUp.code}>
              Registrati gratis
            </Link>
          </p>
          <p>
            Hai bisogno di aiuto? <Link to={paths.support}>Contatta l'assistenza</Link>
            {phone ? (
              <>
                {' '}
                oppure chiama il numero verde <a className="auth-phone" href={phone.href}>{phone.display}</a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {phase.kind === 'consent' ? (
        <ConsentDialog key={phase.consentToken} consent={phase.consent} onContinue={acceptConsent} onClose={cancelConsent} />
      ) : null}
    </div>
  );
}
