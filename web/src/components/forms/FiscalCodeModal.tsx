import { fiscalCodeFormSchema, MESSAGES, type FiscalCodeFormInput } from '@club/validation';
import { useId, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { findErrorWithCode } from '../../lib/errorCodes';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toast';
import { FiscalCodeField } from './FiscalCodeField';
import { Form } from './Form';
import { useSchemaForm } from './useSchemaForm';

const SaveFiscalCodeMutation = graphql(`
  mutation SaveFiscalCode($input: ContactDataInput!) {
    updateContactData(input: $input) {
      ok
      viewer {
        user {
          id
          hasFiscalCode
        }
      }
    }
  }
`);

const SAVE_FAILED = "Errore nell'aggiornamento dei dati";

const EMPTY: FiscalCodeFormInput = { fiscalCode: '' };

/**
 * The fiscal-code form of the profile-completion modals (spec 1 §5, spec 2 §5): checked on submit
 * (upper-cased as typed, 'Inserisci un Codice Fiscale valido.' under the field with the danger toast
 * 'Codice fiscale non valido.'), then saved; a code the server refuses shows its message under the
 * field and the same toast. A message
 * stays until the next submit. Saving refreshes the viewer's `hasFiscalCode`, so the pages that
 * asked stop asking.
 */
export function FiscalCodeModal({ title, intro, submitLabel, onClose, onSaved }: { title: string; intro?: ReactNode; submitLabel: string; onClose(): void; onSaved(): void }) {
  const formId = useId();
  const form = useSchemaForm(fiscalCodeFormSchema, { mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: EMPTY });
  // One idempotent write per submit: a double submit or a retried request saves once.
  const [save, { loading }] = useIdempotentMutation(SaveFiscalCodeMutation);
  const toast = useToast();

  const handleValid = useSingleFlight(async ({ fiscalCode }: { fiscalCode: string }) => {
    try {
      const { data } = await save({ variables: { input: { fiscalCode } } });
      if (!data?.updateContactData.ok) throw new Error('not saved');
      onSaved();
    } catch (failure) {
      const refused = findErrorWithCode(failure, 'BAD_USER_INPUT');
      if (refused) form.setError('fiscalCode', { type: 'server', message: refused.message });
      toast.show(refused ? MESSAGES.invalidFiscalCodeToast : SAVE_FAILED, 'danger');
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <Button type="submit" form={formId} loading={loading}>
          {submitLabel}
        </Button>
      }
    >
      <Form id={formId} form={form} onValid={handleValid} onInvalidSubmit={(errors) => errors.fiscalCode && toast.show(MESSAGES.invalidFiscalCodeToast, 'danger')}>
        {intro}
        <FiscalCodeField control={form.control} name="fiscalCode" required />
      </Form>
    </Modal>
  );
}
