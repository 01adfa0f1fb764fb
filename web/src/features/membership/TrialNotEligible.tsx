import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';

/** Trial, premium and ex types: no trial (packages/policy trialStart), the plans instead. */
export function TrialNotEligible() {
  return (
    <>
      <h1 id="trial-title">Prova gratuita non disponibile</h1>
      <p>La prova gratuita è disponibile solo per gli utenti registrati che non l'hanno già utilizzata.</p>
      <div className="membership__actions">
        <ButtonLink to={paths.plans}>Scopri i piani</ButtonLink>
      </div>
    </>
  );
}
