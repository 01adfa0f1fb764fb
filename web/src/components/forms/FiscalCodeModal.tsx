import { fiscalCodeSchema, firstErrors, MESSAGES } from '@club/validation';
import { useId, useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/Toast';

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

type Failure = { errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * The fiscal-code form of the profile-completion modals (spec 1 §5, spec 2 §5): checked as typed
 * (upper-cased, 'Inserisci un Codice Fiscale valido.'), then saved; a code the server refuses shows
 * its message under the field and the toast 'Codice fiscale non valido.'. Saving refreshes the
 * viewer's `hasFiscalCode`, so the pages that asked stop asking.
 */
export function FiscalCodeModal({ title, intro, submitLabel, onClose, onSaved }: { title: string; intro?: ReactNode; submitLabel: string; onClose(): void; onSaved(): void }) {
  const formId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One idempotent write per submit: a double submit or a retried request saves once.
  const [save, { loading }] = useIdempotentMutation(SaveFiscalCodeMutation);
  const toast = useToast();

  const submit = useSingleFlight(async () => {
    const parsed = fiscalCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(firstErrors(parsed)[''] ?? null);
      return;
    }
    setError(null);
    try {
      const { data } = await save({ variables: { input: { fiscalCode: parsed.data } } });
      if (!data?.updateContactData.ok) throw new Error('not saved');
      onSaved();
    } catch (failure) {
      const refused = (failure as Failure).errors?.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
      if (refused) setError(refused.message);
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
      <form id={formId} noValidate onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}>
        {intro}
        <TextField
          label="Codice Fiscale"
          name="fiscalCode"
          autoComplete="off"
          maxLength={16}
          required
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
        />
      </form>
    </Modal>
  );
}
