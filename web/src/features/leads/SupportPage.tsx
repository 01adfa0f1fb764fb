import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { FaqSection, useFaqItems } from '../../components/content/FaqSection';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DefinedLeadForm } from './DefinedLeadForm';
import { MARKETING_FORM_ID } from './formIds';
import { useSupportNumber } from './useSupportNumber';
import { SUPPORT_HOURS, isWhatsAppEnabled } from './supportHours';
import './leads.css';

/** Demo WhatsApp number of the support (the spec names the channel, not its number). */
export const SUPPORT_WHATSAPP = '+39 345 000 0000';
/** Demo support e-mail (the FAQ of the CMS names it). */
export const SUPPORT_EMAIL = 'assistenza@demo.club';

/** The support hours of spec 3 §9, for the page and the side cards of the contact page. */
export function SupportHours({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="support-hours">
      <Heading>Orari del servizio clienti</Heading>
      <dl>
        {SUPPORT_HOURS.map((h) => (
          <div key={h.days}>
            <dt>{h.days}</dt>
            <dd>{h.hours}</dd>
          </div>
        ))}
      </dl>
      <p>Gli stessi orari valgono per le chiamate.</p>
    </div>
  );
}

/** The other contact channels (phone, WhatsApp, e-mail), as cards. */
export function SupportChannels({ headingLevel = 2, withForm = true }: { headingLevel?: 2 | 3; withForm?: boolean }) {
  const phone = useSupportNumber();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const whatsapp = isWhatsAppEnabled(new Date());
  return (
    <ul className="support-channels">
      {withForm ? (
        <li className="support-card">
          <Heading>Scrivici</Heading>
          <p>Compila il modulo e ti ricontatteremo al più presto.</p>
          <Link className="btn btn--primary btn--md" to={paths.supportContacts}>
            Invia la tua richiesta
          </Link>
        </li>
      ) : null}
      <li className="support-card">
        <Heading>Chiamaci</Heading>
        {phone ? <a href={phone.href}>{phone.display}</a> : <p>Numero verde non disponibile al momento.</p>}
      </li>
      <li className="support-card">
        <Heading>WhatsApp</Heading>
        {whatsapp ? (
          <a href={`https://wa.me/${SUPPORT_WHATSAPP.replace(/\D/g, '')}`} target="_blank" rel="noreferrer">
            Scrivici su WhatsApp
          </a>
        ) : (
          <p>Il servizio WhatsApp è momentaneamente sospeso.</p>
        )}
      </li>
      <li className="support-card">
        <Heading>E-mail</Heading>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </li>
    </ul>
  );
}

const SupportAssistantQuery = graphql(`
  query SupportAssistant {
    viewer {
      canUseAssistantForm
    }
  }
`);

/** Spec 3 §2 /assistenza: FAQ, contact channels and the hours of spec 3 §9. */
export function SupportPage() {
  useDocumentTitle('Assistenza');
  return (
    <div className="container support-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Assistenza' }]} />
      <h1>Assistenza</h1>
      <SupportIntro />
      <section aria-labelledby="support-channels">
        <h2 id="support-channels">Come contattarci</h2>
        <SupportChannels headingLevel={3} />
        <AssistantLink />
      </section>
      <SupportHours />
      {/* Spec 1 §4 marketing form: the appointment booking with a morning or afternoon window (spec 3 §9), built from the CMS's definition. */}
      <DefinedLeadForm formId={MARKETING_FORM_ID} />
      <FaqSection placement={SUPPORT_FAQ_PLACEMENT} />
    </div>
  );
}

/** The page's FAQ placement. */
const SUPPORT_FAQ_PLACEMENT = 'assistenza';

export const SUPPORT_INTRO = {
  withFaqs: 'Hai bisogno di aiuto? Consulta le domande frequenti o contattaci sul canale che preferisci.',
  withoutFaqs: 'Hai bisogno di aiuto? Contattaci sul canale che preferisci.',
} as const;

/** Invites to read the FAQ only when the page shows some: a visitor gets none (policy `listsFaqs`, spec 2 §6). */
function SupportIntro() {
  const faqs = useFaqItems(SUPPORT_FAQ_PLACEMENT);
  return <p>{faqs.length > 0 ? SUPPORT_INTRO.withFaqs : SUPPORT_INTRO.withoutFaqs}</p>;
}

/** Trial and premium members also have the profile's assistant form (spec 3 §6): pointed to from here. */
function AssistantLink() {
  const { data } = useQuery(SupportAssistantQuery, { errorPolicy: 'all' });
  if (!data?.viewer.canUseAssistantForm) return null;
  return (
    <p className="support-assistant">
      Sei abbonato? <Link to="/profilo/assistenza">Contatta il tuo assistente</Link> dal tuo profilo.
    </p>
  );
}
