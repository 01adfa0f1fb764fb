import { useMutation } from '@apollo/client/react';
import { ecmObligationSchema } from '@club/validation';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { formatCredits } from './format';
import { EcmTrienniumPageQuery, SetEcmObligationMutation } from './queries';

/** The individual obligation from the member's Co.Ge.A.P.S. statement; empty goes back to the standard one. */
export function ObligationForm({ obligation, isStandard, standard }: { obligation: number; isStandard: boolean; standard: number }) {
  const toast = useToast();
  const [value, setValue] = useState(isStandard ? '' : formatCredits(obligation));
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutation(SetEcmObligationMutation, { refetchQueries: [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    let obligationValue: number | null = null;
    if (text !== '') {
      const parsed = ecmObligationSchema.safeParse(text);
      if (!parsed.success) {
        setError(parsed.error.issues[0]!.message);
        return;
      }
      obligationValue = parsed.data;
    }
    setError(null);
    try {
      await save({ variables: { obligation: obligationValue } });
      toast.show('Obbligo aggiornato.', 'success');
    } catch {
      toast.show("Non è stato possibile aggiornare l'obbligo. Riprova più tardi.", 'danger');
    }
  };

  return (
    <form className="triennium-form triennium-form--inline" noValidate onSubmit={(e) => void submit(e)} aria-label="Il tuo obbligo individuale">
      <TextField
        label="Obbligo individuale (crediti)"
        hint={`Il valore indicato nel tuo estratto Co.Ge.A.P.S., dopo esoneri, esenzioni e bonus. Prevale sul calcolo qui sopra: lascia vuoto per l'obbligo calcolato (${formatCredits(standard)} crediti meno esenzioni, esoneri e bonus registrati).`}
        value={value}
        error={error}
        inputMode="decimal"
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="outline" loading={saving.loading}>
        Salva l&apos;obbligo
      </Button>
    </form>
  );
}
