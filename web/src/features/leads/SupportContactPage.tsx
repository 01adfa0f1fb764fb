import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LeadForm } from './index';
import { SupportChannels, SupportHours } from './SupportPage';
import { SUPPORT_FORM_TYPE } from './supportHours';
import './leads.css';

/** Spec 3 §2 /assistenza/contatti: 'Invia la tua richiesta', breadcrumbs, the support form and side cards for the other channels. */
export function SupportContactPage() {
  useDocumentTitle('Invia la tua richiesta');
  return (
    <div className="container support-contact-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Assistenza', to: paths.support }, { label: 'Invia la tua richiesta' }]} />
      <h1>Invia la tua richiesta</h1>
      <div className="support-contact-page__layout">
        <LeadForm formType={SUPPORT_FORM_TYPE} variant="support" title="Il modulo di assistenza" id="form-assistenza" />
        <aside aria-label="Altri canali di contatto" className="support-contact-page__side">
          <SupportChannels headingLevel={2} withForm={false} />
          <SupportHours />
        </aside>
      </div>
    </div>
  );
}
