import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { useInView } from '../../lib/useInView';

const MagazinePostsQuery = graphql(`
  query MagazinePosts($magazine: String!) {
    magazinePosts(magazine: $magazine) {
      personalised
      categories {
        name
        link
        posts {
          id
          title
          link
          excerpt
          imageUrl
          date
        }
      }
    }
  }
`);

export type MagazineSummary = { id: string; name: string; url: string; categories: { name: string; link: string }[] };

/** Feed excerpts arrive as HTML: show their text only (never inject a third-party site's markup). */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return textOfHtml(html);
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c', hellip: '\u2026', ndash: '\u2013', mdash: '\u2014', egrave: 'è', eacute: 'é', agrave: 'à', igrave: 'ì', ograve: 'ò', ugrave: 'ù', Egrave: 'È', laquo: '«', raquo: '»' };

/** The server render's reading of the same (no DOMParser there): tags out, the entities feeds use decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
      return NAMED_ENTITIES[name] ?? entity;
    })
    .trim();
}

/** What is logged when a magazine's posts cannot be loaded (spec 2 §8 'Suggested posts failure: logged only'). */
export const MAGAZINE_POSTS_LOG = 'Errore nel servizio /recommender/suggested';

const dateFormat = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * One magazine's section: its categories and posts, loaded when first scrolled into view. The server
 * decides between generic posts and posts chosen for the member's profession.
 */
export function MagazineSection({ magazine }: { magazine: MagazineSummary }) {
  const { ref, inView } = useInView<HTMLElement>();
  const { data, loading, error } = useQuery(MagazinePostsQuery, { variables: { magazine: magazine.id }, skip: !inView, errorPolicy: 'all' });
  const posts = data?.magazinePosts;
  const headingId = `magazine-${magazine.id}`;
  const failed = !loading && inView && !posts && !!error;
  // Spec 2 §8: a failure of the suggested posts is logged only; the section keeps its header and categories.
  useEffect(() => {
    if (failed) console.error(MAGAZINE_POSTS_LOG, magazine.id, error);
  }, [failed, magazine.id, error]);

  return (
    <section ref={ref} id={headingId} className="magazine" aria-labelledby={`${headingId}-title`}>
      <div className="magazine__header">
        <h2 id={`${headingId}-title`}>{magazine.name}</h2>
        <a href={magazine.url} target="_blank" rel="noopener noreferrer">
          Vai al sito<span className="visually-hidden"> di {magazine.name} (si apre in una nuova finestra)</span>
        </a>
      </div>
      {magazine.categories.length > 0 && (
        <ul className="magazine__categories" aria-label={`Categorie di ${magazine.name}`}>
          {magazine.categories.map((c) => (
            <li key={c.link}>
              <a href={c.link} target="_blank" rel="noopener noreferrer" className="chip">
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {loading && <Spinner label={`Caricamento degli articoli di ${magazine.name}`} />}
      {posts && (
        <>
          <p className="magazine__kind">{posts.personalised ? 'Scelti per la tua professione' : 'Articoli in evidenza'}</p>
          {posts.categories.map((category) => (
            <div key={category.link} className="magazine__category">
              <h3>{category.name}</h3>
              <ul className="grid content-list">
                {category.posts.map((post) => (
                  <li key={post.id} className="col-12 col-md-6 col-lg-3">
                    <article className="resource-card">
                      <p className="resource-card__meta">
                        <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                      </p>
                      <h4 className="resource-card__title">
                        <a href={post.link} target="_blank" rel="noopener noreferrer">
                          {post.title}
                        </a>
                      </h4>
                      {post.excerpt && <p className="resource-card__excerpt">{plainText(post.excerpt)}</p>}
                    </article>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
