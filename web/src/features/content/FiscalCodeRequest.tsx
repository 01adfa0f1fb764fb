import { useMutation } from '@apollo/client/react';
import { fiscalCodeSchema, firstErrors } from '@club/validation';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { graphql } from '../../gql';

const SaveArticleFiscalCodeMutation = graphql(`
  mutation SaveArticleFiscalCode($input: ContactDataInput!) {
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

export const FISCAL_CODE_TITLE = 'Inserisci il tuo Codice Fiscale';
const SAVE_FAILED = "Errore nell'aggiornamento dei dati";

/**
 * Formative articles ask a member without a fiscal code for one (spec 2 §2): a notice with a
 * button, and the modal open at first. Saving refreshes the viewer, which hides the request.
 */
export function FiscalCodeRequest() {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveArticleFiscalCodeMutation);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = fiscalCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(firstErrors(parsed)[''] ?? null);
      return;
    }
    setError(null);
    try {
      const { data } = await save({ variables: { input: { fiscalCode: parsed.data } } });
      if (!data?.updateContactData.ok) throw new Error('not saved');
      setOpen(false);
      toast.show('Codice Fiscale salvato.', 'success');
    } catch (failure) {
      const message = (failure as { errors?: { message: string; extensions?: { code?: string } }[] }).errors?.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.message;
      if (message) setError(message);
      else toast.show(SAVE_FAILED, 'danger');
    }
  }

  return (
    <>
      <aside className="article-notice" aria-label="Codice Fiscale mancante">
        <p>Questo è un contenuto formativo: per ottenerne i benefici serve il tuo Codice Fiscale.</p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Inserisci il Codice Fiscale
        </Button>
      </aside>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={FISCAL_CODE_TITLE}
        size="sm"
        footer={
          <Button type="submit" form="article-fiscal-code" loading={loading}>
            Salva
          </Button>
        }
      >
        <form id="article-fiscal-code" noValidate onSubmit={(e) => void submit(e)}>
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
    </>
  );
}
