import { trialLengthLabel } from '@club/policy';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';

/** The result screen once the trial is active. */
export function TrialActivated() {
  return (
    <div role="status">
      <h1 id="trial-title">La tua prova gratuita è attiva</h1>
      <p>Da oggi e per {trialLengthLabel()} puoi usare i vantaggi Premium del Club.</p>
      <div className="membership__actions">
        <ButtonLink to={paths.courses}>Vai ai corsi ECM</ButtonLink>
        <ButtonLink to={paths.home} variant="outline">
          Vai alla Home
        </ButtonLink>
      </div>
    </div>
  );
}
