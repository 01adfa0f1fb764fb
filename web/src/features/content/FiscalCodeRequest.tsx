import { useState } from 'react';
import { LazyFiscalCodeModal as FiscalCodeModal } from '../../components/forms/LazyFiscalCodeModal';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';

export const FISCAL_CODE_TITLE = 'Inserisci il tuo Codice Fiscale';

/**
 * Formative articles ask a member without a fiscal code for one (spec 2 §2): a notice with a
 * button, and the modal open at first. Saving refreshes the viewer, which hides the request.
 */
export function FiscalCodeRequest() {
  const [open, setOpen] = useState(true);
  const toast = useToast();
  return (
    <>
      <aside className="article-notice" aria-label="Codice Fiscale mancante">
        <p>Questo è un contenuto formativo: per ottenerne i benefici serve il tuo Codice Fiscale.</p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Inserisci il Codice Fiscale
        </Button>
      </aside>
      {open && (
        <FiscalCodeModal
          title={FISCAL_CODE_TITLE}
          submitLabel="Salva"
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            toast.show('Codice Fiscale salvato.', 'success');
          }}
        />
      )}
    </>
  );
}
