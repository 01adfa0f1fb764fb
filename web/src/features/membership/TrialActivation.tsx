import { trialLengthLabel } from '@club/policy';
import { useState } from 'react';
import { FormStatus } from '../../components/forms/FormStatus';
import { Button, ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useSingleFlight } from '../../lib/idempotency';
import { useMembership } from './useMembership';

/** The registered member's 'activate the trial' step (the page shows the result once `onActivated` is called; the viewer reloads meanwhile) (spec 1 §2 /attivazione-trial; 7 days, spec 3 §9). */
export function TrialActivation({ onActivated }: { onActivated(): void }) {
  const { activateTrial } = useMembership();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const activate = useSingleFlight(async () => {
    setBusy(true);
    setStatus(null);
    const outcome = await activateTrial();
    setBusy(false);
    if (outcome.ok) onActivated();
    else setStatus(outcome.message);
  });

  return (
    <>
      <h1 id="trial-title">Attiva la prova gratuita</h1>
      <p>Per {trialLengthLabel()} avrai accesso ai vantaggi Premium: corsi ECM con crediti, convenzioni, tool e modulistica.</p>
      <p>Al termine della prova non ti verrà addebitato nulla.</p>
      <FormStatus id="trial-status" message={status} />
      <div className="membership__actions">
        <Button onClick={() => void activate()} disabled={busy} loading={busy}>
          Attiva la prova gratuita
        </Button>
        <ButtonLink to={paths.plans} variant="outline">
          Scopri i piani
        </ButtonLink>
      </div>
    </>
  );
}
