import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LeadForm } from './index';
import { FITNESS_FORM_TYPE } from './supportHours';
import './leads.css';

/** Spec 3 §1 marketing claim: 3 free fitness entries. */
export const FREE_FITNESS_ENTRIES = 3;
/** Spec 3 §3: the fitness form's campaign. */
export const FITNESS_CAMPAIGN = 'formcfni';

/** Spec 3 §2 /servizi/convenzioni/fitness-network-italia: intro, the free-entries claim and the fitness lead form. */
export function FitnessNetworkPage() {
  useDocumentTitle('Fitness Network Italia');
  return (
    <div className="container fitness-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Servizi', to: paths.services }, { label: 'Fitness Network Italia' }]} />
      <header className="service-hero">
        <h1>Fitness Network Italia</h1>
        <p>
          Una rete di palestre e centri fitness in tutta Italia con condizioni riservate ai soci del club: scegli il centro più vicino e
          allenati con tariffe agevolate.
        </p>
        <p className="service-hero__claim">
          <strong>{FREE_FITNESS_ENTRIES} ingressi gratuiti</strong> per provare il centro che preferisci.
        </p>
      </header>
      <section aria-labelledby="fitness-how" className="service-steps">
        <h2 id="fitness-how">Come funziona</h2>
        <ol>
          <li>Scegli il centro fitness del network nel modulo qui sotto.</li>
          <li>Un nostro consulente ti contatta per attivare i {FREE_FITNESS_ENTRIES} ingressi gratuiti.</li>
          <li>Presentati al centro e inizia ad allenarti.</li>
        </ol>
      </section>
      <LeadForm formType={FITNESS_FORM_TYPE} campaign={FITNESS_CAMPAIGN} variant="fitness" title="Richiedi i tuoi ingressi gratuiti" id="fitness-form" />
    </div>
  );
}
