import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Pager } from '../../components/ui/Pager';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { LearningItemKind } from '../../gql/graphql';
import { pageFromSearch, withPage } from '../../lib/paging';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LearningItemCard } from './LearningItemCard';
import { LEARNING_AREAS, LEARNING_PAGE_SIZE } from './learningKinds';
import './learning.css';

const LearningListQuery = graphql(`
  query LearningList($ebooks: Boolean!, $rows: Int!, $offset: Int!) {
    ebooks(rows: $rows, offset: $offset) @include(if: $ebooks) {
      total
      items {
        id
        ...LearningItemCard_item
      }
    }
    trainingFilms(rows: $rows, offset: $offset) @skip(if: $ebooks) {
      total
      items {
        id
        ...LearningItemCard_item
      }
    }
    ebookOfTheMonth @include(if: $ebooks) {
      id
      ...LearningItemCard_item
    }
  }
`);

/** Spec 2 §2 e-book area (with the e-book of the month) and Film Formazione listing, paged by pagina. */
export function LearningListPage({ kind }: { kind: LearningItemKind }) {
  const area = LEARNING_AREAS[kind];
  useDocumentTitle(area.title);
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const ebooks = kind === 'EBOOK';
  const { data, loading, error } = useQuery(LearningListQuery, {
    variables: { ebooks, rows: LEARNING_PAGE_SIZE, offset: (page - 1) * LEARNING_PAGE_SIZE },
  });
  const list = ebooks ? data?.ebooks : data?.trainingFilms;
  const ofTheMonth = ebooks && page === 1 ? data?.ebookOfTheMonth : null;
  const hrefForPage = (p: number) => {
    const query = withPage(params, p).toString();
    return query ? `${area.path}?${query}` : area.path;
  };

  return (
    <div className="container page learning">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Corsi ECM FAD', to: paths.courses }, { label: area.title }]} />
      <h1>{area.title}</h1>
      {ofTheMonth && area.ofTheMonth ? (
        <section className="learning__highlight" aria-labelledby="learning-highlight">
          <h2 id="learning-highlight">{area.ofTheMonth}</h2>
          <LearningItemCard item={ofTheMonth} />
        </section>
      ) : null}
      <section aria-labelledby="learning-list" aria-busy={loading}>
        <h2 id="learning-list" className="visually-hidden">
          Elenco
        </h2>
        {loading && !list ? <Spinner label="Caricamento" /> : null}
        {error && !list ? <p className="catalogue__message">Errore nel servizio /CMS/Search</p> : null}
        {list?.items.length === 0 ? <p className="catalogue__message">Al momento non ci sono contenuti.</p> : null}
        {list?.items.length ? (
          <>
            <ul className="catalogue__grid">
              {list.items.map((item) => (
                <li key={item.id}>
                  <LearningItemCard item={item} />
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={Math.ceil(list.total / LEARNING_PAGE_SIZE)} hrefForPage={hrefForPage} />
          </>
        ) : null}
      </section>
    </div>
  );
}

export function EbookListPage() {
  return <LearningListPage kind="EBOOK" />;
}

export function TrainingFilmListPage() {
  return <LearningListPage kind="TRAINING_FILM" />;
}
