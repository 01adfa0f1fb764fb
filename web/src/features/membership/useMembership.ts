import { useApolloClient } from '@apollo/client/react';
import type { RegistrationForm } from '@club/validation';
import { graphql } from '../../gql';
import { useIdempotentMutation } from '../../lib/idempotency';
import { encryptPassword } from '../../lib/encryptPassword';
import { findErrorWithCode } from '../../lib/errorCodes';

const PublicKeyQuery = graphql(`
  query MembershipPublicKey {
    loginPublicKey {
      publicKeyPEM
    }
  }
`);

export const TrialStartQuery = graphql(`
  query TrialStart {
    viewer {
      trialStart
    }
  }
`);

const RegisterMutation = graphql(`
  mutation RegisterMember($input: RegistrationInput!) {
    registerMember(input: $input) {
      ok
      refusal
      message
    }
  }
`);

const StartTrialMutation = graphql(`
  mutation StartTrial($input: RegistrationInput!) {
    startTrial(input: $input) {
      ok
      refusal
      message
    }
  }
`);

const ActivateTrialMutation = graphql(`
  mutation ActivateTrial {
    activateTrial {
      ok
      refusal
      message
    }
  }
`);

/** What a membership write came to: done, refused with the server's message, or a field the server refused. */
export type MembershipOutcome = { ok: true } | { ok: false; message: string; field?: string };

export const MEMBERSHIP_TEXT = {
  failed: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci!',
} as const;

/** A field the server refused (BAD_USER_INPUT with extensions.field) keeps its message; anything else is the generic failure. */
function failure(error: unknown): MembershipOutcome {
  const bad = findErrorWithCode(error, 'BAD_USER_INPUT');
  if (bad) return { ok: false, message: bad.message, field: typeof bad.extensions?.field === 'string' ? bad.extensions.field : undefined };
  return { ok: false, message: MEMBERSHIP_TEXT.failed };
}

/**
 * Registration, trial registration and trial activation. On success the session cookie is set
 * (or the claims dropped) by the gateway: everything cached belonged to the visitor or the old
 * type, so the store is reset and what is on screen (header, viewer) reloads.
 */
export function useMembership() {
  const client = useApolloClient();
  const [register] = useIdempotentMutation(RegisterMutation);
  const [startTrial] = useIdempotentMutation(StartTrialMutation);
  const [activate] = useIdempotentMutation(ActivateTrialMutation);

  async function done(result: { ok: boolean; message?: string | null } | undefined): Promise<MembershipOutcome> {
    if (result?.ok) {
      await client.resetStore().catch(() => undefined);
      return { ok: true };
    }
    return { ok: false, message: result?.message ?? MEMBERSHIP_TEXT.failed };
  }

  async function submitRegistration(values: RegistrationForm, withTrial: boolean): Promise<MembershipOutcome> {
    try {
      const { data: keyData } = await client.query({ query: PublicKeyQuery, fetchPolicy: 'network-only' });
      if (!keyData) return { ok: false, message: MEMBERSHIP_TEXT.failed };
      const { password: _password, confermaPassword: _confirm, ...data } = values;
      const input = { ...data, encryptedPassword: await encryptPassword(keyData.loginPublicKey.publicKeyPEM, values.password) };
      const answer = withTrial ? await startTrial({ variables: { input } }) : await register({ variables: { input } });
      const result = answer.data && ('startTrial' in answer.data ? answer.data.startTrial : answer.data.registerMember);
      return await done(result ?? undefined);
    } catch (error) {
      return failure(error);
    }
  }

  async function activateTrial(): Promise<MembershipOutcome> {
    try {
      const answer = await activate();
      return await done(answer.data?.activateTrial);
    } catch (error) {
      return failure(error);
    }
  }

  return { submitRegistration, activateTrial };
}
