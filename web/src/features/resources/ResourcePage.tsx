import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ContentActions } from '../../components/content/ContentActions';
import { Paywall } from '../../components/content/Paywall';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useTrackView } from '../../lib/tracking';
import { viewTrackingCode } from '../../components/content/trackingCodes';
// The not-found page is the errors feature's; the article page uses it the same way (to move to components/).
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { CalculatorForm } from './calculators/CalculatorForm';
import { calculatorForTool } from './calculators/registry';
import { resourcePaths } from './resourcePaths';
import './resources.css';

const ResourceQuery = graphql(`
  query Resource($path: String!) {
    contentBySlug(path: $path) {
      id
      title
      abstract
      body
      contentType
      contentTypeLabel
      isPremium
      paywalled
      walletBlocked
      flags {
        scientificTool
      }
      ...ContentActions_content
    }
    resourcePaywall: paywall(placement: "risorsa") {
      ...Paywall_option
    }
  }
`);

export const WALLET_BLOCKED_TEXT = 'Questo contenuto non è incluso nel tuo abbonamento.';

/**
 * A Tool or Modulo (/risorse/{slug}, spec 2 §2 and §6): its text, the calculator a Tool maps to, and
 * the action bar. A trial or premium member without the item's wallet sees a blocked notice with the
 * upgrade link (the server says so in walletBlocked); a premium item paywalled for the viewer (the
 * server's `paywalled`, which then sends no body) shows the server's paywall option instead.
 */
export function ResourcePage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ResourceQuery, { variables: { path: `/risorse/${slug}` } });
  const item = data?.contentBySlug;
  useDocumentTitle(item ? (item.title ?? 'Articolo senza titolo') : null);
  const isResource = item?.contentType === 'Tool' || item?.contentType === 'Modulo';
  useTrackView(isResource ? viewTrackingCode(item.contentType) : null, item?.id);

  if (loading) return <Spinner label="Caricamento della risorsa" />;
  if (error && !item) {
    return (
      <div className="container resources">
        <p role="alert">Non è stato possibile caricare la risorsa. Riprova più tardi.</p>
      </div>
    );
  }
  if (!item || (item.contentType !== 'Tool' && item.contentType !== 'Modulo')) return <NotFoundPage />;

  const title = item.title ?? 'Articolo senza titolo';
  const calculator = item.contentType === 'Tool' ? calculatorForTool({ id: item.id, title: item.title, scientificTool: item.flags.scientificTool }) : null;

  return (
    <article className="container resources resource-page">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Risorse', to: resourcePaths.resources }, { label: title }]} />
      <p>
        <span className="badge">{item.contentTypeLabel}</span> {item.isPremium && <span className="badge badge--premium">Premium</span>}
      </p>
      <h1>{title}</h1>
      <p className="resource-page__abstract">{item.abstract ?? 'Nessun estratto disponibile...'}</p>
      <ContentActions content={item} />
      {item.walletBlocked ? (
        <div className="resource-page__blocked" role="note">
          <p>{WALLET_BLOCKED_TEXT}</p>
          <ButtonLink to={paths.upgrade}>Effettua l&apos;upgrade</ButtonLink>
        </div>
      ) : item.paywalled ? (
        data.resourcePaywall && <Paywall option={data.resourcePaywall} />
      ) : (
        <>
          {calculator && <CalculatorForm calculator={calculator} />}
          {item.body && <div className="resource-page__body" dangerouslySetInnerHTML={{ __html: item.body }} />}
        </>
      )}
    </article>
  );
}
