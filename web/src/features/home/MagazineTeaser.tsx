import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { excerpt, formatDate } from '../../components/cards/contentFormat';

const MagazineTeaserQuery = graphql(`
  query HomeMagazineTeaser($magazine: String!) {
    magazinePosts(magazine: $magazine) {
      magazine {
        id
        name
        url
      }
      categories {
        posts {
          id
          title
          excerpt
          date
          link
          imageUrl
        }
      }
    }
  }
`);

/**
 * Spec 2 §9 'Magazine teasers 1, 7 or 8 posts', read as one teaser of 8: 1 featured post with its
 * image, then 7 in a list (docs/spec-coverage.md, readings).
 */
export const TEASER_POSTS = 8;

/**
 * A home teaser of a partner magazine (spec 2 §2: the medical magazine and the daily health
 * newspaper). The posts are the magazine's own pages, so links open its site. A failed load
 * hides the teaser (suggested posts failure: logged only, spec 2 §8).
 */
export function MagazineTeaser({ magazine }: { magazine: string }) {
  const { data, loading, error } = useQuery(MagazineTeaserQuery, { variables: { magazine }, errorPolicy: 'all' });
  useEffect(() => {
    if (error) console.error(`Suggested posts of ${magazine} failed to load`, error);
  }, [error, magazine]);
  if (loading && !data) return <Spinner label="Caricamento della rivista" />;
  const answer = data?.magazinePosts;
  if (!answer) return null;
  const [featured, ...rest] = answer.categories.flatMap((c) => c.posts).slice(0, TEASER_POSTS);
  return (
    <section className="magazine-teaser" aria-labelledby={`magazine-${answer.magazine.id}`}>
      <h3 id={`magazine-${answer.magazine.id}`}>
        <a href={answer.magazine.url} target="_blank" rel="noopener noreferrer">
          {answer.magazine.name}
        </a>
      </h3>
      {featured && (
        <article className="magazine-teaser__featured">
          {featured.imageUrl && <img src={featured.imageUrl} alt="" loading="lazy" />}
          <h4>
            <a href={featured.link} target="_blank" rel="noopener noreferrer">
              {featured.title}
            </a>
          </h4>
          <p className="magazine-teaser__meta">
            {formatDate(featured.date)} · {excerpt(featured.excerpt)}
          </p>
        </article>
      )}
      <ul>
        {rest.map((post) => (
          <li key={post.id}>
            <a href={post.link} target="_blank" rel="noopener noreferrer">
              {post.title}
            </a>
            <p className="magazine-teaser__meta">
              {formatDate(post.date)} · {excerpt(post.excerpt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
