import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { getFragmentData, type FragmentType } from '../../gql';
import { AdjustmentForm } from './AdjustmentForm';
import { formatCredits, italianDay } from './format';
import { DeleteEcmObligationAdjustmentMutation, EcmObligationBreakdownFragment } from './obligation-queries';
import { EcmTrienniumPageQuery } from './queries';

/**
 * How the obligation in use is reached (issue 40): the standard one, minus each exemption,
 * exoneration, bonus and reduction the member entered (as the server's policy pro-rates it), equals
 * the obligation; the member's own 'Obbligo individuale' wins when set. Each line can be deleted.
 */
export function ObligationBreakdown({ triennium }: { triennium: FragmentType<typeof EcmObligationBreakdownFragment> }) {
  const toast = useToast();
  const { obligationBreakdown: b } = getFragmentData(EcmObligationBreakdownFragment, triennium);
  const [remove, removing] = useMutation(DeleteEcmObligationAdjustmentMutation, { refetchQueries: [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'], awaitRefetchQueries: true });
  const deleteLine = async (id: string, label: string) => {
    try {
      await remove({ variables: { id } });
      toast.show(`Eliminato: ${label}.`, 'success');
    } catch {
      toast.show('Non è stato possibile eliminare. Riprova più tardi.', 'danger');
    }
  };

  return (
    <section className="triennium-section" aria-labelledby="triennium-obligation-title">
      <h2 id="triennium-obligation-title">Il tuo obbligo del triennio</h2>
      <ul className="triennium-breakdown" aria-label="Calcolo dell'obbligo">
        <li>
          <span>Obbligo standard</span>
          <strong>{formatCredits(b.standard)}</strong>
        </li>
        {b.lines.map((l) => (
          <li key={l.id}>
            <span>
              {l.label}
              {l.end ? ` (dal ${italianDay(l.start)} al ${italianDay(l.end)})` : ` (${italianDay(l.start)})`}
              {l.credits !== null ? `: ${formatCredits(l.credits)} crediti` : ''}
              {l.note ? <span className="triennium-note"> {l.note}</span> : null}
            </span>
            <strong>− {formatCredits(l.reduction)}</strong>
            <Button variant="link" size="sm" loading={removing.loading} aria-label={`Elimina: ${l.label}`} onClick={() => void deleteLine(l.id, l.label)}>
              Elimina
            </Button>
          </li>
        ))}
        <li className="triennium-breakdown__total">
          <span>{b.override === null ? 'Obbligo del triennio' : 'Obbligo calcolato'}</span>
          <strong>{formatCredits(b.computed)}</strong>
        </li>
        {b.override !== null ? (
          <li className="triennium-breakdown__total">
            <span>Obbligo individuale che hai indicato (prevale)</span>
            <strong>{formatCredits(b.override)}</strong>
          </li>
        ) : null}
      </ul>
      <h3>Registra un&apos;esenzione, un esonero o una riduzione</h3>
      <p className="triennium-note">Esenzioni: 2 crediti in meno ogni 15 giorni continuativi. Esoneri: un terzo dell&apos;obbligo per anno. Fa fede l&apos;anagrafe Co.Ge.A.P.S.</p>
      <AdjustmentForm />
    </section>
  );
}
