import { useQuery } from '@apollo/client/react';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import type { ProfileSubscriptionQuery } from '../../gql/graphql';
import { failedField, WALLETS_ERROR } from './failedField';
import { formatDate } from './format';

type Member = NonNullable<ProfileSubscriptionQuery['viewer']['user']>;

/**
 * The member's subscription record on /profilo/abbonamento (spec 1 §3 / 3 §3 'User subscription'):
 * the codes and dates the club's records hold, from the user info the page already has.
 */
export function MembershipFacts({ member }: { member: Member }) {
  const expiration = member.expiration;
  const facts: [string, string | null | undefined][] = [
    ['Codice cliente', member.clientCode],
    ['Data di registrazione', formatDate(member.registrationDate)],
    ['Codice tessera', member.cardCode],
    ['Ordine convenzione', member.conventionOrder],
    [expiration?.isExpired ? 'Scaduto il' : 'Scade il', formatDate(expiration?.expDate)],
    ['Scadenza precedente', formatDate(expiration?.oldExpiration)],
    ['Codici promozionali', member.promoCodes.join(', ')],
  ];
  return (
    <section className="profile-section" aria-labelledby="subscription-record">
      <h2 id="subscription-record">Dati dell&apos;iscrizione</h2>
      <dl className="profile-facts">
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

const SubscriptionServicesQuery = graphql(`
  query SubscriptionServices {
    viewer {
      user {
        id
        staticWalletCodes
        wallets {
          code
          label
          standing
          balance
        }
      }
    }
  }
`);

const STANDING_TEXT = { ACTIVE: 'Attivo', INACTIVE: 'Non attivo', REACTIVATING: 'In riattivazione' } as const;

/**
 * Each service of the subscription with its standing as the server reads it (the per-service Stato
 * applied); a credit wallet (not among portafogliStatici) shows its balance. Its own query: when the
 * wallets fail, only this section is missing and the spec's toast says why.
 */
export function SubscriptionServices() {
  const { data, error } = useQuery(SubscriptionServicesQuery, { errorPolicy: 'all' });
  useFailureToast(failedField(error, 'wallets'), WALLETS_ERROR);
  const member = data?.viewer.user;
  if (!member || member.wallets.length === 0) return null;
  const staticCodes = new Set(member.staticWalletCodes);
  return (
    <section className="profile-section" aria-labelledby="subscription-services">
      <h2 id="subscription-services">Servizi del tuo abbonamento</h2>
      <table className="profile-table">
        <thead>
          <tr>
            <th scope="col">Servizio</th>
            <th scope="col">Stato</th>
            <th scope="col">Saldo crediti</th>
          </tr>
        </thead>
        <tbody>
          {member.wallets.map((wallet) => (
            <tr key={wallet.code}>
              <td data-label="Servizio">{wallet.label}</td>
              <td data-label="Stato">{STANDING_TEXT[wallet.standing]}</td>
              <td data-label="Saldo crediti">{staticCodes.has(wallet.code) || wallet.balance == null ? 'Incluso' : `${wallet.balance.toLocaleString('it-IT')} crediti`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
