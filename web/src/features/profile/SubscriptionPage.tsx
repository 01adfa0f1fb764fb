import { useQuery } from '@apollo/client/react';
import { UpgradeButton } from '../../components/content/UpgradeButton';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { failedField, refusedField } from './failedField';
import { formatDate } from './format';
import { MembershipFacts, SubscriptionServices } from './MembershipData';
import { ProfileLayout } from './ProfileLayout';

const ProfileSubscriptionQuery = graphql(`
  query ProfileSubscription {
    viewer {
      profileUpgradeBox
      user {
        id
        clientCode
        registrationDate
        cardCode
        conventionOrder
        promoCodes
        expiration {
          isExpired
          expDate
          oldExpiration
        }
        lastSubscription {
          active
          productName
          startDate
          endDate
        }
        subscriptionHistory {
          name
          activeFrom
          endOfSubscription
          isAddon
          isActive
        }
        subscriptionDocuments {
          id
          title
          text
        }
        enrolmentCertificateUrl
      }
    }
  }
`);

export const NO_ACTIVE_SUBSCRIPTION = 'Al momento non hai un abbonamento attivo';
export const HISTORY_ERROR = 'Errore nel servizio /CRM/Utente/Sottoscrizione/Storico';

/**
 * /profilo/abbonamento (spec 3 §2, §6, §9): the current subscription, the history (premium and
 * ex-premium: past subscriptions merged with add-ons, newest first, add-ons without end date, as the
 * server sends it), the documents by type and the upgrade box for registered and ex members — both the
 * box and its button ('Prova gratis' to /attivazione-trial, 'Passa a premium', 'Rinnova') as the server decides.
 */
export function SubscriptionPage() {
  return (
    <ProfileLayout title="Abbonamento">
      <Subscription />
    </ProfileLayout>
  );
}

function Subscription() {
  const { data, error, loading } = useQuery(ProfileSubscriptionQuery, { errorPolicy: 'all' });
  const historyFailed = failedField(error, 'subscriptionHistory') && !refusedField(error, 'subscriptionHistory');
  useFailureToast(historyFailed, HISTORY_ERROR);
  if (loading && !data) return null;
  const user = data?.viewer.user;
  const current = user?.lastSubscription;
  const history = user?.subscriptionHistory;
  const upgradeBox = data?.viewer.profileUpgradeBox ?? false;
  return (
    <>
      <section className="profile-section" aria-labelledby="subscription-current">
        <h2 id="subscription-current">Il tuo abbonamento</h2>
        {current?.active ? (
          <dl className="profile-facts">
            <div>
              <dt>Prodotto</dt>
              <dd>{current.productName}</dd>
            </div>
            <div>
              <dt>Attivo dal</dt>
              <dd>{formatDate(current.startDate)}</dd>
            </div>
            {current.endDate ? (
              <div>
                <dt>Scadenza</dt>
                <dd>{formatDate(current.endDate)}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p>{NO_ACTIVE_SUBSCRIPTION}</p>
        )}
      </section>
      {user ? <MembershipFacts member={user} /> : null}
      {user ? <SubscriptionServices /> : null}
      {upgradeBox ? (
        <section className="profile-upsell" aria-labelledby="subscription-upgrade">
          <h2 id="subscription-upgrade">Scopri tutti i vantaggi Premium</h2>
          <p>Formazione ECM, servizi legali e assicurativi, convenzioni e molto altro.</p>
          <UpgradeButton />
        </section>
      ) : null}
      {history ? (
        <section className="profile-section" aria-labelledby="subscription-history">
          <h2 id="subscription-history">Storico abbonamenti</h2>
          {history.length === 0 ? (
            <p>Non ci sono abbonamenti precedenti.</p>
          ) : (
            <table className="profile-table">
              <thead>
                <tr>
                  <th scope="col">Prodotto</th>
                  <th scope="col">Dal</th>
                  <th scope="col">Al</th>
                </tr>
              </thead>
              <tbody>
                {history.map((item, i) => (
                  <tr key={`${item.name}-${item.activeFrom}-${i}`}>
                    <td data-label="Prodotto">
                      {item.name}
                      {item.isAddon ? <span className="profile-tag">addon</span> : null}
                    </td>
                    <td data-label="Dal">{formatDate(item.activeFrom)}</td>
                    <td data-label="Al">{item.isAddon ? '' : formatDate(item.endOfSubscription)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : historyFailed ? (
        <p className="profile-message">Lo storico non è disponibile in questo momento.</p>
      ) : null}
      {user?.subscriptionDocuments?.length || user?.enrolmentCertificateUrl ? (
        <section className="profile-section" aria-labelledby="subscription-documents">
          <h2 id="subscription-documents">Documenti</h2>
          {user.enrolmentCertificateUrl && (
            <p>
              <a className="btn btn--outline" href={user.enrolmentCertificateUrl} download>
                Scarica il certificato d'iscrizione
              </a>
            </p>
          )}
          {(user.subscriptionDocuments ?? []).map((doc) => (
            <details key={doc.id} className="profile-document">
              <summary>{doc.title}</summary>
              <div className="profile-document__text">{doc.text}</div>
            </details>
          ))}
        </section>
      ) : null}
    </>
  );
}
