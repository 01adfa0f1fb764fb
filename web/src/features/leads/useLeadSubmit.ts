import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { graphql } from '../../gql';
import { findErrorWithCode } from '../../lib/errorCodes';
import { leadTracking } from '../../lib/navHistory';
import { newIdempotencyKey, useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { pushLeadEvent } from './leadEvent';
import { EMPTY, type LeadOutput, type LeadValues } from './leadValues';
import type { LeadOnFile } from './useLeadOnFile';

const CreateLeadMutation = graphql(`
  mutation CreateLead($input: LeadInput!) {
    createLead(input: $input) {
      id
    }
  }
`);

/** Where the form stands after a submission: the success or failure dialog, or neither. */
export type LeadOutcome = 'idle' | 'success' | 'failure';

type LeadSubmitOptions = { form: UseFormReturn<LeadValues, unknown, LeadOutput>; formType: string; campaign?: string; onFile: LeadOnFile };

/**
 * Sends the lead once (a double click sends one request; its Idempotency-Key makes a retry one lead):
 * on success the form starts again (from what is on file), the lead event goes to the tag manager and
 * the success dialog opens; the server's refusal of one field shows under it, any other failure opens
 * the failure dialog.
 */
export function useLeadSubmit({ form, formType, campaign, onFile }: LeadSubmitOptions) {
  const [outcome, setOutcome] = useState<LeadOutcome>('idle');
  const [create, { loading }] = useIdempotentMutation(CreateLeadMutation);
  const fiscalCodeOnFile = onFile.fiscalCode;

  const submit = useSingleFlight(async (values: LeadOutput) => {
    const eventId = newIdempotencyKey();
    try {
      await create({
        variables: {
          input: {
            formType,
            campaign: campaign ?? null,
            nome: values.nome ?? null,
            cognome: values.cognome ?? null,
            email: values.email ?? '',
            cellulare: values.cellulare ?? '',
            note: values.note ?? null,
            codiceFiscale: values.codiceFiscale ?? fiscalCodeOnFile?.toUpperCase() ?? null,
            club: values.club ?? null,
            marketingDiretto: values.marketingDiretto ?? null,
            comunicazioneTerzi: values.comunicazioneTerzi ?? null,
            statistiche: values.statistiche ?? null,
            profilazione: values.profilazione ?? null,
            privacy: values.privacy === true,
            pageUrl: window.location.pathname,
            eventId,
            ...leadTracking(),
          },
        },
      });
      form.reset({ ...EMPTY, codiceFiscale: fiscalCodeOnFile?.toUpperCase() ?? '', email: onFile.email.toLowerCase(), cellulare: onFile.phone.replace(/\D/g, '') });
      pushLeadEvent(eventId, formType);
      setOutcome('success');
    } catch (failure) {
      const refused = findErrorWithCode(failure, 'BAD_USER_INPUT');
      const field = refused?.extensions?.field;
      if (refused && typeof field === 'string' && field in EMPTY) {
        form.setError(field as keyof LeadValues, { type: 'server', message: refused.message }, { shouldFocus: true });
        return;
      }
      setOutcome('failure');
    }
  });

  return { submit, submitting: loading, outcome, setOutcome };
}
