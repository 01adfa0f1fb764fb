import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { failedField } from './failedField';
import { ProfileLayout } from './ProfileLayout';
import { profilePaths } from './profilePaths';

const ProfileOrdersQuery = graphql(`
  query ProfileOrders {
    viewer {
      user {
        id
        clientCode
        orderedProductsHtml
      }
    }
  }
`);

/** The page's texts (spec 3 §2 names /profilo/ordini/ without describing it: ours, in the spec's register). */
export const ORDERS_TEXT = {
  title: 'I miei ordini',
  empty: 'Non ci sono ordini da mostrare.',
  failed: 'I tuoi ordini non sono disponibili in questo momento.',
  invoices: 'Vedi fatture e pagamenti',
  rewards: 'Vai al catalogo premi',
  /** Spec 3 §8 'Missing client code': the order service is read by the member's client code. */
  missingClientCode: 'Errore: codice cliente mancante',
} as const;

/**
 * /profilo/ordini/ (spec 3 §2: a redirectTo value of the loyalty login): the member's ordered
 * products as the order service describes them (spec 3 §7 GET /ordermanagement-internal/orders/user/
 * {clientCode}/products, results[1].html, read with the member's own code only), with the way to the
 * invoices and to the rewards catalogue.
 */
export function OrdersPage() {
  return (
    <ProfileLayout title={ORDERS_TEXT.title}>
      <Orders />
    </ProfileLayout>
  );
}

function Orders() {
  const { data, error, loading } = useQuery(ProfileOrdersQuery, { errorPolicy: 'all' });
  if (loading && !data) return null;
  const user = data?.viewer.user;
  const html = user?.orderedProductsHtml;
  return (
    <>
      {!user?.clientCode ? (
        <p className="profile-message" role="alert">
          {ORDERS_TEXT.missingClientCode}
        </p>
      ) : failedField(error, 'orderedProductsHtml') ? (
        <p className="profile-message">{ORDERS_TEXT.failed}</p>
      ) : html ? (
        <section className="profile-orders" aria-label="Prodotti ordinati" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>{ORDERS_TEXT.empty}</p>
      )}
      <ul className="profile-orders__links">
        <li>
          <Link to={profilePaths.invoices}>{ORDERS_TEXT.invoices}</Link>
        </li>
        <li>
          <Link to="/prodotti">{ORDERS_TEXT.rewards}</Link>
        </li>
      </ul>
    </>
  );
}
