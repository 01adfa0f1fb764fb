import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { firstErrors, LIMITS, loginSchema } from '@club/validation';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { paths } from '../../config/paths';
import { ConsentDialog } from './ConsentDialog';
import { isFailure, loginStatusText, useLoginFlow } from './useLoginFlow';
import { useSupportPhone } from './useSupportPhone';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './auth.css';

type Field = 'username' | 'password';

/** Spec 1 §2 'Login page', §4 'Login', §5 'Login', §8 login errors. */
export function LoginPage() {
  useDocumentTitle('Accedi');
  const [searchParams] = useSearchParams();
  // Spec 1 §2: the u query parameter prefills the username (lower-cased like typed input).
  const [username, setUsername] = useState(() => (searchParams.get('u') ?? '').toLowerCase());
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const { phase, submit, acceptConsent, cancelConsent, dismissFailure } = useLoginFlow();
  const form = useRef<HTMLFormElement>(null);
  const phone = useSupportPhone();

  const parsed = loginSchema.safeParse({ username, password });
  const errors = firstErrors(parsed);
  const errorFor = (field: Field) => (touched[field] || submitted ? (errors[field] ?? null) : null);
  const busy = phase.kind === 'checking' || phase.kind === 'success';
  const empty = username.trim() === '' || password.trim() === '';
  const status = loginStatusText(phase);
  const isError = isFailure(phase);
  const shownErrors = (['username', 'password'] as const).map(errorFor).filter(Boolean);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      // The first invalid field gets the focus: its label, 'invalid' and its message are read out.
      const first = (['username', 'password'] as const).find((field) => errors[field]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (busy) return;
    void submit(parsed.data);
  }

  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Accedi</h1>
        <form ref={form} onSubmit={handleSubmit} noValidate>
          <TextField
            label="E-mail o username"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            maxLength={LIMITS.usernameMax}
            value={username}
            onChange={(e) => {
              setUsername(e.target.value.toLowerCase());
              dismissFailure();
            }}
            onBlur={blur('username')}
            error={errorFor('username')}
            required
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              dismissFailure();
            }}
            onBlur={blur('password')}
            error={errorFor('password')}
            required
          />
          {/* The field messages appear as the member leaves a field or submits: this region, present from
              the start, announces them (each is also linked to its field by aria-describedby). */}
          <div className="visually-hidden" aria-live="polite" data-testid="login-field-errors">
            {shownErrors.join(' ')}
          </div>
          <p className="auth-card__aside">
            <Link to={paths.recoverPassword}>Hai dimenticato la password?</Link>
          </p>
          <div
            id="login-status"
            role="status"
            aria-live="polite"
            className={`auth-status${status ? ' auth-status--visible' : ''}${isError ? ' auth-status--error' : ''}`}
          >
            {status}
          </div>
          <Button type="submit" className="auth-card__submit" disabled={busy || empty} loading={phase.kind === 'checking'}>
            Accedi
          </Button>
        </form>
        <div className="auth-card__links">
          <p>
            Non sei ancora iscritto? <Link to={paths.registration}>Registrati gratis</Link>
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
