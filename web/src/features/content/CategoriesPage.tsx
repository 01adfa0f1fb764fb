import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useIdempotentMutation } from '../../lib/idempotency';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ContentCard } from '../../components/cards/ContentCard';
import {
  gridCategories,
  initialPickedCategories,
  inPairs,
  readSessionCategories,
  savePickedCategories,
  toggledCategories,
} from './categoryLists';
import './content.css';

const CategoriesQuery = graphql(`
  query NewsCategoriesPage {
    newsCategories {
      label
      url
    }
    contentCategories {
      label
      url
      pageName
    }
  }
`);

const CategoryCardsQuery = graphql(`
  query NewsCategoryCards($categories: [String!]!) {
    categoryCards(categories: $categories, perCategory: 3) {
      category {
        label
        url
      }
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

// Whether this viewer's choice is saved on the server (spec 1 §6 / 2 §6: non-suspect members), as
// the server decides it: the same check guards reading and saving the preferences there.
const SavesFavouriteCategoriesQuery = graphql(`
  query SavesFavouriteCategories {
    savesFavouriteCategories
  }
`);

// The member's saved preferences. Also the document the save writes back to the cache, so every
// query reading `favouriteCategories` (the home's 'Le news per te' chips) shows the new choice.
const FavouriteCategoriesQuery = graphql(`
  query NewsFavouriteCategories {
    favouriteCategories
  }
`);

const SaveFavouriteCategoriesMutation = graphql(`
  mutation SaveFavouriteCategories($categories: [String!]!) {
    saveFavouriteCategories(categories: $categories)
  }
`);

/** Spec 1 §8 'Favourites-category save failure': 'Errore nel servizio {path}'. */
export const CATEGORIES_SAVE_FAILURE = 'Errore nel servizio /favorites/categorie';

/**
 * /news-approfondimenti/categorie (spec 2 §2): the categories page (title and category links), the
 * category picker (3 at first, kept for the session and saved for non-suspect members), the category listing (3 items per category,
 * two categories per row) and the all-categories grid (by page name, 4 per row).
 */
export function CategoriesPage() {
  useDocumentTitle('Categorie');
  const { data, loading } = useQuery(CategoriesQuery, { errorPolicy: 'all' });
  const labels = data?.newsCategories?.map((c) => c.label) ?? [];

  return (
    <div className="container news-page">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'News e Approfondimenti', to: paths.news }, { label: 'Categorie' }]} />
      <h1>Categorie</h1>
      {loading && !data && <Spinner label="Caricamento delle categorie" />}
      {data?.newsCategories && (
        <ul className="chips" aria-label="Categorie">
          {data.newsCategories.map((c) => (
            <li key={c.url}>
              <Link className="chip" to={c.url}>
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {labels.length > 0 && <CategoryPicker key={labels.join('|')} labels={labels} />}
      {data?.contentCategories && (
        <section className="section" aria-labelledby="all-categories-title">
          <h2 id="all-categories-title">Tutte le categorie</h2>
          <ul className="category-grid">
            {gridCategories(data.contentCategories).map((c) => (
              <li key={c.url}>
                <Link to={c.url}>{c.pageName ?? c.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Waits for the server's answer on where the choice is kept and, when on the server, for the saved
 * preferences before the picker starts, so it does not open on the first 3 and then jump. A failed
 * answer counts as the session only, and a failed preference load is silent (spec 1 §8): the
 * picker starts from the session's choice or the first 3.
 */
function CategoryPicker({ labels }: { labels: string[] }) {
  const decision = useQuery(SavesFavouriteCategoriesQuery, { errorPolicy: 'all' });
  const onServer = decision.data?.savesFavouriteCategories === true;
  const saved = useQuery(FavouriteCategoriesQuery, { skip: !onServer, errorPolicy: 'all' });
  const sessionSaved = useSessionCategories();
  if (decision.loading || (onServer && saved.loading)) return <Spinner label="Caricamento delle tue categorie" />;
  const initial = initialPickedCategories(labels, onServer ? saved.data?.favouriteCategories : null, sessionSaved.saved);
  // Once the session can be read (right after hydrating), the picker starts again from its choice.
  return <PickedCategories key={String(sessionSaved.ready)} labels={labels} initial={initial} savesOnServer={onServer} />;
}

/**
 * The session's saved choice. The server, which has no session storage, rendered the first 3: while
 * hydrating its page the picker starts as it did (React reads the store's server snapshot then), and
 * right after takes the session's choice, so the markup matches (no hydration error) and a returning
 * visitor still finds their categories. Rendered in the browser alone, it is the session's from the start.
 */
function useSessionCategories(): { ready: boolean; saved: unknown[] | null } {
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  return { ready, saved: ready ? readSessionCategories() : null };
}

const noSubscription = () => () => {};

/**
 * Saves the preferences on the server, one call at a time: a choice made while a save is in flight
 * waits for it and only the latest waiting choice is sent (always the full list), so the last choice
 * wins on the server and in the cache whatever order the answers would come back in.
 */
function useSaveFavouriteCategories() {
  const toast = useToast();
  // Each choice is one idempotent write (its own key; a retried request saves once).
  const [save] = useIdempotentMutation(SaveFavouriteCategoriesMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: FavouriteCategoriesQuery, data: { favouriteCategories: data.saveFavouriteCategories } });
    },
  });
  const queue = useRef<{ waiting: string[] | null; running: boolean }>({ waiting: null, running: false });

  return useCallback(
    async (categories: string[]) => {
      const state = queue.current;
      state.waiting = categories;
      if (state.running) return;
      state.running = true;
      while (state.waiting) {
        const variables = { categories: state.waiting };
        state.waiting = null;
        try {
          await save({ variables });
        } catch {
          // The choice stays on screen and in the session; only the server copy is behind.
          toast.show(CATEGORIES_SAVE_FAILURE, 'danger');
        }
      }
      state.running = false;
    },
    [save, toast],
  );
}

function PickedCategories({ labels, initial, savesOnServer }: { labels: string[]; initial: string[]; savesOnServer: boolean }) {
  const [picked, setPicked] = useState(initial);
  const saveOnServer = useSaveFavouriteCategories();
  const { data, loading } = useQuery(CategoryCardsQuery, { variables: { categories: picked }, skip: picked.length === 0, errorPolicy: 'all' });

  function toggle(label: string) {
    const next = toggledCategories(picked, label);
    setPicked(next);
    savePickedCategories(next);
    // Visitors (and suspect members) keep the choice in the session only (spec 2 §6).
    if (savesOnServer) void saveOnServer(next);
  }

  return (
    <section className="section" aria-labelledby="picked-categories-title">
      <h2 id="picked-categories-title">Le tue categorie</h2>
      <ul className="chips" aria-label="Scegli le categorie">
        {labels.map((label) => (
          <li key={label}>
            <button type="button" className="chip" aria-pressed={picked.includes(label)} onClick={() => toggle(label)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      {loading && !data && <Spinner label="Caricamento dei contenuti" />}
      {inPairs(data?.categoryCards ?? []).map((pair) => (
        <div key={pair.map((block) => block.category.label).join('|')} className="category-pairs">
          {pair.map((block) => (
            <section key={block.category.label} className="category-block" aria-label={block.category.label}>
              <h3>
                <Link to={block.category.url}>{block.category.label}</Link>
              </h3>
              <ul>
                {block.items.map((item) => (
                  <li key={item.id}>
                    <ContentCard content={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ))}
    </section>
  );
}
