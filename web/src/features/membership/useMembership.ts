import { useApolloClient } from '@apollo/client/react';
import type { RegistrationWithPersonalData } from '@club/validation';
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

/** What the registration form submits: the type 3 form adds the fiscal code and the birth date. */
export type RegistrationValues = Omit<RegistrationWithPersonalData, 'codiceFiscale' | 'dataDiNascita'> & Partial<Pick<RegistrationWithPersonalData, 'codiceFiscale' | 'dataDiNascita'>>;

/** The type 3 registration's fiscal code and birth date, saved for the new member right after registering. */
const RegistrationPersonalDataMutation = graphql(`
  mutation RegistrationPersonalData($fiscalCode: String, $birthDate: String) {
    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {
      ok
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
  const [savePersonalData] = useIdempotentMutation(RegistrationPersonalDataMutation);

  async function done(result: { ok: boolean; message?: string | null } | undefined): Promise<MembershipOutcome> {
    if (result?.ok) {
      await client.resetStore().catch(() => undefined);
      return { ok: true };
    }
    return { ok: false, message: result?.message ?? MEMBERSHIP_TEXT.failed };
  }

  async function submitRegistration(values: RegistrationValues, withTrial: boolean): Promise<MembershipOutcome> {
    try {
      const { data: keyData } = await client.query({ query: PublicKeyQuery, fetchPolicy: 'network-only' });
      if (!keyData) return { ok: false, message: MEMBERSHIP_TEXT.failed };
      const data = { nome: values.nome, cognome: values.cognome, email: values.email, cellulare: values.cellulare, privacy: values.privacy, condizioni: values.condizioni };
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

  /**
   * The type 3 registration's fiscal code and birth date (yyyy-mm-dd), saved for the member just
   * signed in (the profile's completeProfile, sent gg/mm/aaaa). False when they could not be saved.
   */
  async function submitPersonalData(fiscalCode: string, birthDate: string): Promise<boolean> {
    const [y, m, d] = birthDate.split('-');
    try {
      const answer = await savePersonalData({ variables: { fiscalCode, birthDate: `${d}/${m}/${y}` } });
      if (!answer.data?.completeProfile.ok) return false;
      await client.resetStore().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  }

  return { submitRegistration, submitPersonalData, activateTrial };
}
