import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ContentCard } from '../../components/cards/ContentCard';
import { UpgradeModalButton } from '../../components/content/UpgradeModals';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DefinedLeadForm, FIRST_OPINION_FORM_ID } from '../leads';
import './deals.css';

/** Spec 3 §9: latest contents on the telemedicine home. */
export const TELEMEDICINE_TEASER_SIZE = 3;

const TelemedicineQuery = graphql(`
  query Telemedicine($first: Int!) {
    telemedicineAccess {
      hasAccess
      reactivating
      showAccessCta
      showPremiumHero
      serviceUrl
    }
    latestContents(isPremium: true, first: $first) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

export const TELEMEDICINE_TEXT = {
  title: 'Telemedicina',
  intro: 'Teleconsulto e telerefertazione con specialisti qualificati, riservati agli iscritti Premium del Club.',
  premiumHero: 'Il tuo servizio di Telemedicina è attivo',
  premiumHeroText: 'Accedi al servizio per richiedere un teleconsulto o una telerefertazione.',
  premiumOnly: 'Il servizio di Telemedicina è incluso nell’abbonamento Premium.',
  cta: 'Accedi al servizio',
  upgrade: 'Passa a Premium',
  reactivationTitle: 'Servizio in riattivazione',
  reactivationText: 'Il servizio di Telemedicina è in fase di riattivazione. Riceverai una e-mail quando il servizio sarà di nuovo disponibile.',
  latest: 'Ultimi contenuti',
  allContents: 'Vedi tutti i contenuti',
  latestError: 'Non è stato possibile caricare gli ultimi contenuti.',
} as const;

/**
 * Spec 3 §2/§4 /telemedicina: the hero by netmed Stato (decided on the server: telemedicineAccess),
 * 'Accedi al servizio' for premium with Stato 1 or 2 (Stato 2 opens the 'Servizio in riattivazione'
 * dialog instead of navigating), and the teaser of the latest 3 premium contents with a link to the list.
 */
export function TelemedicinePage() {
  useDocumentTitle(TELEMEDICINE_TEXT.title);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data, loading } = useQuery(TelemedicineQuery, { variables: { first: TELEMEDICINE_TEASER_SIZE }, errorPolicy: 'all' });
  const access = data?.telemedicineAccess;
  const items = data?.latestContents?.items;

  return (
    <div className="deals-page container page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: TELEMEDICINE_TEXT.title }]} />
      <header className={access?.showPremiumHero ? 'deals-hero deals-hero--premium' : 'deals-hero'}>
        <h1>{TELEMEDICINE_TEXT.title}</h1>
        {access?.showPremiumHero ? (
          <>
            <p className="deals-hero__lead">{TELEMEDICINE_TEXT.premiumHero}</p>
            <p>{TELEMEDICINE_TEXT.premiumHeroText}</p>
          </>
        ) : (
          <p>{TELEMEDICINE_TEXT.intro}</p>
        )}
        {!access ? null : access.showAccessCta ? (
          access.reactivating || !access.serviceUrl ? (
            <Button onClick={() => setDialogOpen(true)}>{TELEMEDICINE_TEXT.cta}</Button>
          ) : (
            <ButtonLink to={access.serviceUrl} target="_blank" rel="noopener">
              {TELEMEDICINE_TEXT.cta}
            </ButtonLink>
          )
        ) : (
          <>
            <p>{TELEMEDICINE_TEXT.premiumOnly}</p>
            <UpgradeModalButton service={TELEMEDICINE_TEXT.title} label={TELEMEDICINE_TEXT.upgrade} />
          </>
        )}
      </header>

      <section aria-labelledby="telemedicine-latest" className="section">
        <div className="section__header">
          <h2 id="telemedicine-latest">{TELEMEDICINE_TEXT.latest}</h2>
          <Link to={paths.telemedicineContents}>{TELEMEDICINE_TEXT.allContents}</Link>
        </div>
        {loading && !data ? (
          <Spinner label="Caricamento degli ultimi contenuti" />
        ) : !items ? (
          <p className="deals-message" role="status">
            {TELEMEDICINE_TEXT.latestError}
          </p>
        ) : (
          <ul className="deals-grid" aria-label={TELEMEDICINE_TEXT.latest}>
            {items.map((item) => (
              <li key={item.id}>
                <ContentCard content={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {/* Spec 3 §3 form type first-opinion, built from the CMS's definition (spec 1 §5). */}
      <DefinedLeadForm formId={FIRST_OPINION_FORM_ID} />

      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={TELEMEDICINE_TEXT.reactivationTitle}
        size="sm"
        footer={<Button onClick={() => setDialogOpen(false)}>Chiudi</Button>}
      >
        <p>{TELEMEDICINE_TEXT.reactivationText}</p>
      </Modal>
    </div>
  );
}
