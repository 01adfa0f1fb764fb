import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { excerpt, titleOf } from '../../components/cards/contentFormat';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { NO_AUTHOR } from './ArticlePage';

const ExternalNewsQuery = graphql(`
  query ExternalNews {
    externalNews {
      title
      excerpt
      link
      author
      section
    }
  }
`);

/** The feed's path, named by the toast when the failure does not name it (spec 2 §8). */
export const EXTERNAL_NEWS_SERVICE = '/news-esterne/posts';
export const EXTERNAL_NEWS_TITLE = 'News dal network';

/** 'Errore nel servizio {path}' (spec 2 §8), with the path the server reports in extensions.service, else the feed's. */
function failureMessage(error: unknown): string {
  const service = CombinedGraphQLErrors.is(error)
    ? error.errors.map((e) => e.extensions?.service).find((s): s is string => typeof s === 'string')
    : undefined;
  return `Errore nel servizio ${service ?? EXTERNAL_NEWS_SERVICE}`;
}

/**
 * External news (spec 2 §3 'External news post', §7 'GET external news posts endpoint, per_page=4',
 * §9 'External news 4 posts'), on /news-approfondimenti: the 4 latest posts of the partner feed with
 * their section, title (opening the post in a new window), author and a 150-character excerpt. A
 * failing feed hides the section and shows the service-named danger toast (spec 2 §8).
 */
export function ExternalNews() {
  const headingId = useId();
  const { data, loading, error } = useQuery(ExternalNewsQuery, { errorPolicy: 'all' });
  const posts = data?.externalNews ?? null;
  const failed = !loading && posts === null;
  useFailureToast(failed, failureMessage(error));
  if (!posts || posts.length === 0) return null;
  return (
    <section className="section external-news" aria-labelledby={headingId}>
      <h2 id={headingId}>{EXTERNAL_NEWS_TITLE}</h2>
      <ul className="grid card-grid external-news__list">
        {posts.map((post) => (
          <li key={post.link} className="col-12 col-md-6 col-lg-3">
            <article className="external-news__card">
              {post.section && <p className="badge">{post.section}</p>}
              <h3 className="external-news__title">
                <a href={post.link} target="_blank" rel="noopener noreferrer">
                  {titleOf(post.title)}
                  <span className="visually-hidden"> (si apre in una nuova finestra)</span>
                </a>
              </h3>
              <p className="external-news__author">Di: {post.author?.trim() || NO_AUTHOR}</p>
              <p>{excerpt(post.excerpt)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
