import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { ContentCard } from '../../components/cards/ContentCard';
import { SectionMessage } from '../../components/LazySection';

const FavouriteNewsCategoriesQuery = graphql(`
  query HomeFavouriteNewsCategories {
    favouriteCategories
    newsCategories {
      label
    }
  }
`);

const FavouriteNewsQuery = graphql(`
  query HomeFavouriteNews($categories: [String!]) {
    contents(input: { categories: $categories, excludeContentTypes: [Modulo, Tool], personalised: true, rows: 6 }) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

export const FAVOURITE_NEWS_ERROR = 'Non è stato possibile caricare le news per te.';
const ALL = 'Tutte';

/**
 * 'Le news per te' (spec 2 §2 'favourite news with category chips'): a 'Tutte' chip plus the
 * member's favourite categories (every news category when none are saved or the preference load
 * fails, which is silent per spec 1 §8); a chip shows that category's latest six. A news search
 * (spec 2 §7): tools left out, by the member's occupation (the server ignores it for visitors and suspects).
 */
export function FavouriteNewsSection() {
  const [chosen, setChosen] = useState(ALL);
  const categories = useQuery(FavouriteNewsCategoriesQuery, { errorPolicy: 'all' });
  const favourites = categories.data?.favouriteCategories ?? [];
  const chips = favourites.length > 0 ? favourites : (categories.data?.newsCategories?.map((c) => c.label) ?? []);
  const filter = chosen === ALL ? (favourites.length > 0 ? favourites : null) : [chosen];
  const { data, loading } = useQuery(FavouriteNewsQuery, { variables: { categories: filter }, errorPolicy: 'all' });

  return (
    <section className="section" aria-labelledby="home-favourite-news">
      <div className="container">
        <div className="section__header">
          <h2 id="home-favourite-news">Le news per te</h2>
        </div>
        <ul className="chips" aria-label="Categorie">
          {[ALL, ...chips].map((label) => (
            <li key={label}>
              <button type="button" className="chip" aria-pressed={chosen === label} onClick={() => setChosen(label)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {loading && !data ? (
        <Spinner label="Caricamento delle news" />
      ) : !data?.contents ? (
        <SectionMessage>{FAVOURITE_NEWS_ERROR}</SectionMessage>
      ) : (
        <div className="container">
          <ul className="grid card-grid">
            {data.contents.items.map((item) => (
              <li key={item.id} className="col-12 col-md-6 col-lg-4">
                <ContentCard content={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
