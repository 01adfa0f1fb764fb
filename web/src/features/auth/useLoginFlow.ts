import { useCallback, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginInput } from '@club/validation';
import { graphql } from '../../gql';
import { useIdempotentMutation } from '../../lib/idempotency';
import { encryptPassword } from './encryptPassword';
import { postLoginTarget } from './postLoginTarget';
import { LOGIN_TEXT } from './loginMessages';
import { WELCOME_STATE } from './welcomeMessage';
import type { ConsentOutcome, ConsentRequirementRef, ConsentValues } from './consent';

const LoginPublicKeyQuery = graphql(`
  query LoginPublicKey {
    loginPublicKey {
      publicKeyPEM
    }
  }
`);

const LoginMutation = graphql(`
  mutation Login($username: String!, $encryptedPassword: String!) {
    login(username: $username, encryptedPassword: $encryptedPassword) {
      status
      message
      consent {
        consentToken
        ...ConsentDialog_consent
      }
    }
  }
`);

const AcceptConditionsMutation = graphql(`
  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {
    acceptConditions(
      consentToken: $consentToken
      conditionOfUse: $conditionOfUse
      acceptanceCondition: $acceptanceCondition
      acknowledgment: $acknowledgment
    ) {
      ok
      message
    }
  }
`);

/** Spec 1 §4 'Login' states. */
export type LoginPhase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'success' }
  | { kind: 'failed' }
  | { kind: 'ambiguous' }
  /** Too many failed logins for the account or from this address: the server's message. */
  | { kind: 'locked'; message: string }
  | { kind: 'consent'; consentToken: string; consent: ConsentRequirementRef };

/**
 * The login state machine of spec 1 §4: checking → success (viewer reloaded, then navigate to
 * the redirect target) | failure (shown until the member edits a field or submits again) |
 * locked after too many attempts | e-mail shared by several users |
 * consent required (the caller shows the dialog; after the consent is saved the same
 * credentials are encrypted again and the login is retried).
 */
export function useLoginFlow() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [login] = useMutation(LoginMutation);
  // The consent save is an idempotent write: a retried or doubled request saves once.
  const [acceptConditions] = useIdempotentMutation(AcceptConditionsMutation);
  const [phase, setPhase] = useState<LoginPhase>({ kind: 'idle' });
  // Kept only between the first attempt and the retry after consent; cleared on every outcome.
  const pending = useRef<LoginInput | null>(null);

  const attempt = useCallback(
    async (credentials: LoginInput) => {
      setPhase({ kind: 'checking' });
      pending.current = null;
      try {
        // A fresh key per attempt: the server may rotate it.
        const { data: keyData } = await client.query({ query: LoginPublicKeyQuery, fetchPolicy: 'network-only' });
        if (!keyData) throw new Error('No public key');
        const encryptedPassword = await encryptPassword(keyData.loginPublicKey.publicKeyPEM, credentials.password);
        const { data } = await login({ variables: { username: credentials.username, encryptedPassword } });
        const result = data?.login;
        switch (result?.status) {
          case 'SUCCESS':
            setPhase({ kind: 'success' });
            // Everything cached so far belongs to the visitor: drop it and refetch what is on screen (header, viewer).
            await client.resetStore().catch(() => undefined);
            // Spec 1 §4: the page the member lands on shows the welcome message.
            navigate(postLoginTarget(searchParams), { replace: true, state: WELCOME_STATE });
            return;
          case 'CONSENT_REQUIRED':
            if (result.consent) {
              pending.current = credentials;
              setPhase({ kind: 'consent', consentToken: result.consent.consentToken, consent: result.consent });
              return;
            }
            setPhase({ kind: 'failed' });
            return;
          case 'AMBIGUOUS_EMAIL':
            setPhase({ kind: 'ambiguous' });
            return;
          case 'TOO_MANY_ATTEMPTS':
            setPhase({ kind: 'locked', message: result.message ?? LOGIN_TEXT.failed });
            return;
          default:
            setPhase({ kind: 'failed' });
        }
      } catch {
        // Network, server or crypto errors read as a failed login: the spec has one failure message.
        setPhase({ kind: 'failed' });
      }
    },
    [client, login, navigate, searchParams],
  );

  /** Saves the consent; on success retries the login with the credentials kept from the first attempt. */
  const acceptConsent = useCallback(
    async (values: ConsentValues): Promise<ConsentOutcome> => {
      if (phase.kind !== 'consent' || !pending.current) return { ok: false, message: null };
      const credentials = pending.current;
      let outcome: ConsentOutcome;
      try {
        const { data } = await acceptConditions({ variables: { consentToken: phase.consentToken, ...values } });
        outcome = data?.acceptConditions.ok ? { ok: true } : { ok: false, message: data?.acceptConditions.message ?? null };
      } catch (error) {
        outcome = { ok: false, message: error instanceof Error && error.message ? error.message : null };
      }
      if (outcome.ok) void attempt(credentials);
      return outcome;
    },
    [phase, acceptConditions, attempt],
  );

  /** The member closed the consent dialog: the login does not complete. */
  const cancelConsent = useCallback(() => {
    pending.current = null;
    setPhase({ kind: 'idle' });
  }, []);

  /** The member edits a field: a failure message has been read and goes (LOGIN_ERROR_STAYS_UNTIL_EDIT). */
  const dismissFailure = useCallback(() => {
    setPhase((current) => (isFailure(current) ? { kind: 'idle' } : current));
  }, []);

  return { phase, submit: attempt, acceptConsent, cancelConsent, dismissFailure };
}

/** The text of the live region for a phase (null when there is nothing to say). */
export function loginStatusText(phase: LoginPhase): string | null {
  switch (phase.kind) {
    case 'checking':
      return LOGIN_TEXT.checking;
    case 'success':
      return LOGIN_TEXT.success;
    case 'failed':
      return LOGIN_TEXT.failed;
    case 'ambiguous':
      return LOGIN_TEXT.ambiguousEmail;
    case 'locked':
      return phase.message;
    default:
      return null;
  }
}

/** A phase whose text is an error for the member. */
export function isFailure(phase: LoginPhase): boolean {
  return phase.kind === 'failed' || phase.kind === 'ambiguous' || phase.kind === 'locked';
}
