import { useQuery } from '@apollo/client/react';
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
        }
      }
    }
  }
`);

/** Posts a home teaser shows. */
const TEASER_POSTS = 4;

/**
 * A home teaser of a partner magazine (spec 2 §2: the medical magazine and the daily health
 * newspaper). The posts are the magazine's own pages, so links open its site. A failed load
 * hides the teaser (suggested posts failure: logged only, spec 2 §8).
 */
export function MagazineTeaser({ magazine }: { magazine: string }) {
  const { data, loading } = useQuery(MagazineTeaserQuery, { variables: { magazine }, errorPolicy: 'all' });
  if (loading && !data) return <Spinner label="Caricamento della rivista" />;
  const answer = data?.magazinePosts;
  if (!answer) return null;
  const posts = answer.categories.flatMap((c) => c.posts).slice(0, TEASER_POSTS);
  return (
    <section className="magazine-teaser" aria-labelledby={`magazine-${answer.magazine.id}`}>
      <h3 id={`magazine-${answer.magazine.id}`}>
        <a href={answer.magazine.url} target="_blank" rel="noopener noreferrer">
          {answer.magazine.name}
        </a>
      </h3>
      <ul>
        {posts.map((post) => (
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
