import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { excerpt, formatDate, titleOf } from '../../components/cards/contentFormat';
import { graphql } from '../../gql';
import type { ContentType, SearchContext } from '../../gql/graphql';
import { useInView } from '../../lib/useInView';
import '../../components/cards/ContentCard.css';
import './library.css';

const LibrarySearchQuery = graphql(`
  query LibrarySearch($input: ContentSearchInput!) {
    contents(input: $input) {
      items {
        id
        title
        abstract
        imageUrl
        publicationDate
        contentTypeLabel
        category {
          label
        }
      }
    }
  }
`);

/** Logged when a library search fails (the section is then left out). */
export const LIBRARY_SEARCH_FAILURE_LOG = 'Ricerca della libreria non riuscita';

/** The library item page of an item found by a library search. */
export const libraryItemPath = (id: string) => `/libreria/${encodeURIComponent(id)}`;

interface LibrarySearchProps {
  /** The spec 2 §9 search context the search runs in (its tag or categories are added by the server). */
  context: SearchContext;
  title: string;
  /** Items to leave out (the page's own). */
  excludeIds?: string[];
  /** Content types to search; all by default. */
  contentTypes?: ContentType[];
  /** Items to show; absent, the library search's own default (9, spec 2 §9). */
  rows?: number;
  /** Anchor id of the section. */
  id?: string;
}

/**
 * A library search in a context (spec 2 §9, 3 §9 'Library search', 'Search contexts'): the server
 * fills in what the input leaves out (offset 0, rows 9, fallback, debug, the library order, the
 * member's occupation). Each result opens its library item page. Loads once, when first scrolled
 * into view (spec 2 §2). A failing search is left out, as spec 3 §8 says of a search sub-request
 * ('logged, treated as zero results for that section'); so is an empty one.
 */
export function LibrarySearch({ context, title, excludeIds, contentTypes, rows, id }: LibrarySearchProps) {
  const { ref, inView } = useInView<HTMLElement>();
  const [headingId] = useState(() => `${id ?? `libreria-${context.toLowerCase()}`}-titolo`);
  const input = { context, ...(excludeIds?.length ? { excludeIds } : {}), ...(contentTypes ? { contentTypes } : {}), ...(rows ? { rows } : {}) };
  const { data, error, loading } = useQuery(LibrarySearchQuery, { variables: { input }, skip: !inView, errorPolicy: 'all' });
  const items = data?.contents?.items;
  const failed = !!error && !items;
  useEffect(() => {
    if (failed) console.error(`${LIBRARY_SEARCH_FAILURE_LOG} (${context})`, error);
  }, [failed, context, error]);
  if (inView && !loading && (!items || items.length === 0)) return null;
  return (
    <section ref={ref} id={id} className="library-search" aria-labelledby={headingId} aria-busy={!items || undefined} data-library-context={context}>
      <h2 id={headingId}>{title}</h2>
      {items && (
        <ul className="library-search__grid">
          {items.map((item) => {
            const date = formatDate(item.publicationDate);
            return (
              <li key={item.id}>
                <article className="content-card">
                  <div className="content-card__media">
                    {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" /> : <span className="content-card__placeholder" aria-hidden="true" />}
                  </div>
                  <div className="content-card__body">
                    <div className="content-card__meta">
                      <span className="badge">{item.category?.label ?? item.contentTypeLabel}</span>
                      {date && <time dateTime={item.publicationDate ?? undefined}>{date}</time>}
                    </div>
                    <h3 className="content-card__title">
                      <Link to={libraryItemPath(item.id)} className="content-card__link">
                        {titleOf(item.title)}
                      </Link>
                    </h3>
                    <p className="content-card__excerpt">{excerpt(item.abstract)}</p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
