import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ShopLogo } from './offers';
import { shopPaths } from './shopPaths';
import { SHOPS_TEXT } from './shopsText';
import './shops.css';

const ShopCategoriesQuery = graphql(`
  query ShopCategories {
    shopCategories {
      id
      name
      shopCount
    }
  }
`);

const ShopCategoryQuery = graphql(`
  query ShopCategory($id: ID!) {
    shopCategory(id: $id) {
      id
      name
      shops {
        id
        name
        logoUrl
        logoLinks
      }
    }
  }
`);

/** Spec 3 §2 /servizi/convenzioni/negozi/categorie: the categories; `?categoria=` shows one category's shops. */
export function ShopCategoriesPage() {
  useDocumentTitle(SHOPS_TEXT.categoriesTitle);
  const [params, setParams] = useSearchParams();
  const selected = params.get('categoria');
  const { data, loading, error } = useQuery(ShopCategoriesQuery, { errorPolicy: 'all' });
  const category = useQuery(ShopCategoryQuery, { variables: { id: selected ?? '' }, skip: !selected, errorPolicy: 'all' });
  const failed = !loading && (!!error || data?.shopCategories === null);
  useFailureToast(failed, SHOPS_TEXT.categoriesError);
  if (selected && !category.loading && category.data && category.data.shopCategory === null) return <NotFoundPage />;
  const current = category.data?.shopCategory;

  return (
    <div className="container page shops-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: SHOPS_TEXT.title, to: shopPaths.shops }, { label: SHOPS_TEXT.categoriesButton }]} />
      <h1>{SHOPS_TEXT.categoriesTitle}</h1>
      {loading && <p role="status">Caricamento…</p>}
      {failed && <p>{SHOPS_TEXT.categoriesError}</p>}
      <ul className="shop-categories">
        {(data?.shopCategories ?? []).map((c) => (
          <li key={c.id}>
            <button type="button" className="shop-category" aria-pressed={selected === c.id} onClick={() => setParams({ categoria: c.id })}>
              <span className="shop-category__name">{c.name}</span> <span className="shop-category__count">{SHOPS_TEXT.shopCount(c.shopCount)}</span>
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <section className="shops-section" aria-labelledby="shops-category">
          <h2 id="shops-category">{SHOPS_TEXT.categoryShops(current.name)}</h2>
          <ul className="shop-grid">
            {(current.shops ?? []).map((s) => (
              <li key={s.id}>
                <ShopLogo shop={s} showName />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
