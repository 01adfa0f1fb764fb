import { useApolloClient } from '@apollo/client/react';
import type { LEAD_FORM_TYPES } from '@club/validation';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { graphql } from '../../../gql';
import { encryptPassword } from '../../../lib/encryptPassword';
import { findErrorWithCode } from '../../../lib/errorCodes';
import { newIdempotencyKey, useIdempotentMutation, useSingleFlight } from '../../../lib/idempotency';
import { leadTracking } from '../../../lib/navHistory';
import { pushLeadEvent } from '../leadEvent';
import type { LeadOutcome } from '../useLeadSubmit';
import { INPUT_FIELD, type Definition, type DefinedValues } from './definedLead';

const CreateDefinedLeadMutation = graphql(`
  mutation CreateDefinedLead($input: LeadInput!) {
    createLead(input: $input) {
      id
    }
  }
`);

const LeadPublicKeyQuery = graphql(`
  query LeadPublicKey {
    loginPublicKey {
      publicKeyPEM
    }
  }
`);

type DefinedLeadSubmitOptions = {
  definition: Definition;
  formType: keyof typeof LEAD_FORM_TYPES;
  form: UseFormReturn<DefinedValues, unknown, DefinedValues>;
  empty: DefinedValues;
};

/**
 * Sends a defined form's lead once (its Idempotency-Key makes a retry one lead), the password
 * encrypted with the login public key: on success the form empties, the lead event goes to the tag
 * manager and the success dialog opens; the server's refusal of one field shows under it (focused),
 * any other failure opens the failure dialog.
 */
export function useDefinedLeadSubmit({ definition, formType, form, empty }: DefinedLeadSubmitOptions) {
  const [outcome, setOutcome] = useState<LeadOutcome>('idle');
  const [create, { loading }] = useIdempotentMutation(CreateDefinedLeadMutation);
  const client = useApolloClient();

  const submit = useSingleFlight(async (values: DefinedValues) => {
    const eventId = newIdempotencyKey();
    const text = (name: string) => {
      const value = values[name];
      return typeof value === 'string' && value !== '' ? value : null;
    };
    try {
      const password = text('password');
      let encryptedPassword: string | null = null;
      if (password) {
        const { data: key } = await client.query({ query: LeadPublicKeyQuery, fetchPolicy: 'network-only' });
        if (!key?.loginPublicKey) throw new Error('public key unavailable');
        encryptedPassword = await encryptPassword(key.loginPublicKey.publicKeyPEM, password);
      }
      await create({
        variables: {
          input: {
            formType,
            campaign: definition.formCampaign ?? null,
            nome: text('nome'),
            cognome: text('cognome'),
            email: text('email') ?? '',
            cellulare: text('cellulare') ?? '',
            note: text('note'),
            dateOfBirth: text('dateOfBirth'),
            placeOfBirth: text('placeOfBirth'),
            username: text('username'),
            encryptedPassword,
            codiceCliente: text('codiceCliente'),
            professione: text('professione'),
            // Spec 3 §9: the appointment's day and window, '{YYYY-MM-DD} {mattina|pomeriggio}'.
            giorniRichiesta: text('giorno') && text('fascia') ? `${text('giorno')} ${text('fascia')}` : null,
            privacy: values.privacy === true,
            pageUrl: window.location.pathname,
            eventId,
            ...leadTracking(),
          },
        },
      });
      form.reset(empty);
      pushLeadEvent(eventId, formType);
      setOutcome('success');
    } catch (failure) {
      const refused = findErrorWithCode(failure, 'BAD_USER_INPUT');
      const field = refused?.extensions?.field;
      const name = definition.fields.find((f) => f.name === field || INPUT_FIELD[f.name] === field)?.name;
      if (refused && name) {
        form.setError(name, { type: 'server', message: refused.message }, { shouldFocus: true });
        return;
      }
      setOutcome('failure');
    }
  });

  return { submit, submitting: loading, outcome, setOutcome };
}
