import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { findErrorWithCode } from '../../lib/errorCodes';
import { formatDay, LOYALTY_TEXT } from './loyaltyText';

const LoyaltyBalanceQuery = graphql(`
  query LoyaltyBalance {
    viewer {
      user {
        id
        loyalty {
          balance
          expiresOn
          showsExpiry
          lastTransactions(first: 3) {
            description
            date
            amount
            pointsLabel
          }
        }
      }
    }
  }
`);

/**
 * The server's refusal of the viewer's points (packages/policy loyaltyState, mayUseLoyaltyPoints): an
 * ex-premium member whose loyalty service is on Stato 0 or 2, a trial or registered member, or points
 * past their expiry. Its message ('Al momento il Programma fedeltà non è attivo.', 'I tuoi punti sono
 * scaduti.') is the card's answer: no service failed, so there is no danger toast and no empty balance.
 */
export function loyaltyRefusal(error: unknown): string | null {
  return findErrorWithCode(error, 'FORBIDDEN')?.message ?? null;
}

/**
 * The profile's balance card (spec 3 §2 'Profile balance card'): balance, the last 3 activities with a
 * spinner while loading, 'Non hai ancora attività.' when none, 'Vai al catalogo'; for an ex-premium
 * member the expiry line and 'Rinnova adesso'. A failing activities list is a danger toast and an empty
 * list (spec 3 §8); the card counts as loaded either way.
 */
export function LoyaltyBalanceCard() {
  const { data, loading, error } = useQuery(LoyaltyBalanceQuery, { errorPolicy: 'all' });
  const loyalty = data?.viewer.user?.loyalty;
  const activities = loyalty?.lastTransactions;
  const refusal = loyalty ? null : loyaltyRefusal(error);
  const activitiesFailed = Boolean(loyalty && activities === null) || Boolean(error && !loyalty && !refusal);
  useFailureToast(activitiesFailed, LOYALTY_TEXT.transactionsFailed);

  if (refusal) {
    return (
      <section className="loyalty-balance loyalty-alternative" aria-labelledby="loyalty-balance-title">
        <h2 id="loyalty-balance-title">{LOYALTY_TEXT.balanceHeading}</h2>
        <p role="status">{refusal}</p>
      </section>
    );
  }

  return (
    <section className="loyalty-balance" aria-labelledby="loyalty-balance-title">
      <h2 id="loyalty-balance-title">{LOYALTY_TEXT.balanceHeading}</h2>
      <p>{LOYALTY_TEXT.balanceText}</p>
      {loading && !data ? (
        <Spinner label="Caricamento del saldo punti" />
      ) : (
        <>
          {loyalty && (
            <p className="loyalty-balance__amount">
              {LOYALTY_TEXT.balanceLabel} <strong>{loyalty.balance}</strong> {loyalty.balance === 1 ? 'Punto' : 'Punti'}
            </p>
          )}
          {loyalty?.showsExpiry && loyalty.expiresOn && (
            <p className="loyalty-balance__expiry">
              {LOYALTY_TEXT.expiry(formatDay(loyalty.expiresOn))} <Link to="/upgrade">{LOYALTY_TEXT.renew}</Link>
            </p>
          )}
          <div className="loyalty-balance__activities">
            <h3>
              {LOYALTY_TEXT.lastActivities} <Link to="/profilo/il-mio-programma-fedelta">{LOYALTY_TEXT.seeAll}</Link>
            </h3>
            {activities && activities.length > 0 ? (
              <table className="loyalty-table">
                <caption className="visually-hidden">{LOYALTY_TEXT.lastActivities}</caption>
                <thead>
                  <tr>
                    <th scope="col">Attività</th>
                    <th scope="col">Data</th>
                    <th scope="col">Punti</th>
                  </tr>
                </thead>
                <tbody>
                  {activities.map((t) => (
                    <tr key={`${t.date}-${t.description}`}>
                      <td>{t.description}</td>
                      <td>{formatDay(t.date)}</td>
                      <td>{t.pointsLabel}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>{LOYALTY_TEXT.noActivities}</p>
            )}
          </div>
        </>
      )}
      <Link className="btn btn--primary" to="/prodotti">
        {LOYALTY_TEXT.toCatalogue}
      </Link>
    </section>
  );
}
