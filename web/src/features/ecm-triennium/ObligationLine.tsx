import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { useIdempotentMutation } from '../../lib/idempotency';
import { formatCredits, italianDay } from './format';
import { DeleteEcmObligationAdjustmentMutation, RecordEcmObligationAdjustmentMutation } from './obligation-queries';
import { EcmTrienniumPageQuery } from './queries';

export interface ObligationLineData {
  id: string;
  label: string;
  start: string;
  end?: string | null;
  credits?: number | null;
  reduction: number;
  note?: string | null;
  fromRecordedCredits: boolean;
}

const REFETCH = { refetchQueries: [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'], awaitRefetchQueries: true };

/**
 * One line of the obligation's breakdown (issue 40). A line the member entered can be deleted; the
 * previous triennium's credits recorded in the portal are only offered (policy
 * PREVIOUS_TRIENNIUM_FIGURE): one click records them as the member's figure, which then counts.
 */
export function ObligationLine({ line }: { line: ObligationLineData }) {
  return (
    <li>
      <span>
        {line.label}
        {line.end ? ` (dal ${italianDay(line.start)} al ${italianDay(line.end)})` : ` (${italianDay(line.start)})`}
        {line.credits != null ? `: ${formatCredits(line.credits)} crediti` : ''}
        {line.note ? <span className="triennium-note"> {line.note}</span> : null}
      </span>
      <strong>− {formatCredits(line.reduction)}</strong>
      {line.fromRecordedCredits ? <ConfirmRecordedButton line={line} /> : <DeleteLineButton line={line} />}
    </li>
  );
}

function DeleteLineButton({ line }: { line: ObligationLineData }) {
  const toast = useToast();
  const [remove, removing] = useMutation(DeleteEcmObligationAdjustmentMutation, REFETCH);
  const onClick = async () => {
    try {
      await remove({ variables: { id: line.id } });
      toast.show(`Eliminato: ${line.label}.`, 'success');
    } catch {
      toast.show('Non è stato possibile eliminare. Riprova più tardi.', 'danger');
    }
  };
  return (
    <Button variant="link" size="sm" loading={removing.loading} aria-label={`Elimina: ${line.label}`} onClick={() => void onClick()}>
      Elimina
    </Button>
  );
}

function ConfirmRecordedButton({ line }: { line: ObligationLineData }) {
  const toast = useToast();
  const [record, recording] = useIdempotentMutation(RecordEcmObligationAdjustmentMutation, REFETCH);
  const onClick = async () => {
    try {
      const { data } = await record({ variables: { input: { kind: 'TRIENNIO_PRECEDENTE', start: line.start, end: line.end ?? null, credits: line.credits ?? null } } });
      toast.show(`Registrato: l'obbligo scende di ${formatCredits(data?.recordEcmObligationAdjustment.reduction ?? 0)} crediti.`, 'success');
    } catch {
      toast.show('Non è stato possibile registrare. Riprova più tardi.', 'danger');
    }
  };
  return (
    <Button variant="link" size="sm" loading={recording.loading} onClick={() => void onClick()}>
      Registra la riduzione
    </Button>
  );
}
