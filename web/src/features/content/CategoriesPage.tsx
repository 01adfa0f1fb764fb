import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ContentCard } from '../../components/cards/ContentCard';
import { gridCategories, inPairs, readPickedCategories, savePickedCategories } from './categoryLists';
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

/**
 * /news-approfondimenti/categorie (spec 2 §2): the categories page (title and category links), the
 * category picker (3 at first, kept for the session), the category listing (3 items per category,
 * two categories per row) and the all-categories grid (by page name, 4 per row).
 */
export function CategoriesPage() {
  useDocumentTitle('Categorie');
  const { data, loading } = useQuery(CategoriesQuery, { errorPolicy: 'all' });
  const labels = data?.newsCategories?.map((c) => c.label) ?? [];

  return (
    <div className="container news-page">
      <Breadcrumbs items={[{ label: 'Homepage', to: paths.home }, { label: 'News e Approfondimenti', to: paths.news }, { label: 'Categorie' }]} />
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
      {labels.length > 0 && <PickedCategories key={labels.join('|')} labels={labels} />}
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

function PickedCategories({ labels }: { labels: string[] }) {
  const [picked, setPicked] = useState(() => readPickedCategories(labels));
  const { data, loading } = useQuery(CategoryCardsQuery, { variables: { categories: picked }, skip: picked.length === 0, errorPolicy: 'all' });

  function toggle(label: string) {
    const next = picked.includes(label) ? picked.filter((l) => l !== label) : [...picked, label];
    setPicked(next);
    savePickedCategories(next);
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
