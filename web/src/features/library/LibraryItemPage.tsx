import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { formatDate, titleOf } from '../../components/cards/contentFormat';
import { Paywall } from '../../components/content/Paywall';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { creditsLabel } from '../courses';
import { LibrarySearch } from './LibrarySearch';
import './library.css';

const LibraryItemQuery = graphql(`
  query LibraryItem($id: ID!) {
    libraryItem(id: $id) {
      id
      title
      link
      content
      paywalled
      imageUrl
      publicationDate
      series
      teachingModel
      credits
      contentTypeLabel
    }
    articlePaywall: paywall(placement: "articolo") {
      ...Paywall_option
    }
    resourcePaywall: paywall(placement: "risorsa") {
      ...Paywall_option
    }
  }
`);

/** Tools and Modules are the resources' content (spec 1 §3); the rest is editorial. */
const RESOURCE_TYPES = new Set(['Tool', 'Modulo']);

export const LIBRARY_TEXT = {
  loading: 'Caricamento del contenuto',
  /** Spec 3 §8 'Graphql library failure'. */
  failure: (id: string) => `Errore nel servizio /graphql/library?id=${id}`,
  unavailableTitle: 'Contenuto non disponibile',
  /** What stays on the page once the toast has gone. */
  unavailable: 'Il contenuto non è disponibile in questo momento. Riprova più tardi.',
  open: 'Vai al contenuto completo',
  teachingModel: 'Modello didattico',
  series: 'Collana',
  credits: 'Crediti ECM',
  more: 'Altri contenuti della libreria',
} as const;

/**
 * A library item (GET /graphql/library, spec 2 §3 / 3 §3 'Library item', §7 'on 200 mapped as
 * editorial or tool content') at /libreria/{id}: its title, image, date, series, teaching model,
 * credits and text (withheld by the server behind the paywall), a link to the item's own page and
 * a library search in the content-detail context. An unknown id is the not-found page; a failing
 * call, the spec's toast 'Errore nel servizio /graphql/library?id={id}'.
 */
export function LibraryItemPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(LibraryItemQuery, { variables: { id }, errorPolicy: 'all' });
  const item = data?.libraryItem ?? null;
  const failed = !loading && !item && !!error;
  useFailureToast(failed, LIBRARY_TEXT.failure(id));
  useDocumentTitle(item ? titleOf(item.title) : loading || failed ? null : 'Pagina non trovata');

  if (loading && !data) return <Spinner label={LIBRARY_TEXT.loading} />;
  if (failed) {
    return (
      <div className="container page">
        <h1>{LIBRARY_TEXT.unavailableTitle}</h1>
        <p role="alert" className="section__message">
          {LIBRARY_TEXT.unavailable}
        </p>
      </div>
    );
  }
  if (!item) return <NotFoundPage />;

  const isResource = RESOURCE_TYPES.has(item.contentTypeLabel);
  const paywall = isResource ? data?.resourcePaywall : data?.articlePaywall;
  const date = formatDate(item.publicationDate);
  const title = titleOf(item.title);
  const facts: { label: string; value: string | null }[] = [
    { label: LIBRARY_TEXT.series, value: item.series },
    { label: LIBRARY_TEXT.teachingModel, value: item.teachingModel },
    { label: LIBRARY_TEXT.credits, value: item.credits != null ? creditsLabel(item.credits) : null },
  ];
  const shownFacts = facts.filter((f): f is { label: string; value: string } => !!f.value);

  return (
    <div className="container page library-item" data-library-item={item.id}>
      <Breadcrumbs
        items={[
          HOME_CRUMB,
          isResource ? { label: 'Risorse', to: paths.resources } : { label: 'News e Approfondimenti', to: paths.news },
          { label: title },
        ]}
      />
      <article className="library-item__article">
        <header className="library-item__header">
          <div className="library-item__meta">
            <span className="badge">{item.contentTypeLabel}</span>
            {date && <time dateTime={item.publicationDate ?? undefined}>{date}</time>}
          </div>
          <h1>{title}</h1>
          {shownFacts.length > 0 && (
            <dl className="library-item__facts">
              {shownFacts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </header>
        {item.imageUrl && <img className="library-item__image" src={item.imageUrl} alt="" width={640} height={360} />}
        {item.paywalled ? (
          paywall && <Paywall option={paywall} />
        ) : (
          item.content && <div className="library-item__body" dangerouslySetInnerHTML={{ __html: item.content }} />
        )}
        <p>
          <Link className="btn btn--outline btn--md" to={item.link}>
            {LIBRARY_TEXT.open}
            <span className="visually-hidden">: {title}</span>
          </Link>
        </p>
      </article>
      <LibrarySearch context="CONTENT_DETAIL" title={LIBRARY_TEXT.more} excludeIds={[item.id]} rows={3} />
    </div>
  );
}
