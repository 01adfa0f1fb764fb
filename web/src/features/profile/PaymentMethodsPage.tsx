import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { failedField } from './failedField';
import { ProfileLayout } from './ProfileLayout';

const ProfilePaymentMethodsQuery = graphql(`
  query ProfilePaymentMethods {
    viewer {
      user {
        id
        paymentMethods {
          cardType
          cardNumber
          cardOwner
          expireOn
          favorite
        }
      }
    }
  }
`);

const ChangePaymentMethodMutation = graphql(`
  mutation ChangePaymentMethod {
    changePaymentMethod {
      redirectUrl
    }
  }
`);

/** Spec 3 §8 texts of the payment methods page. */
export const NO_PAYMENT_METHODS = 'Al momento non hai metodi di pagamento salvati';
export const PAYMENT_METHODS_ERROR = 'Si è verificato un errore con il servizio /paymentmethods';

const CARD_LABEL: Record<string, string> = { MASTERCARD: 'Mastercard', VISA: 'Visa', PAYPAL: 'PayPal' };

/** Where the browser goes; a seam for tests (jsdom cannot navigate). */
export const browserNavigation = { assign: (url: string) => window.location.assign(url) };

/** /profilo/metodi-pagamento (spec 3 §2, §3, §7): masked cards, the favourite, the empty text, change → provider page. */
export function PaymentMethodsPage() {
  return (
    <ProfileLayout title="Metodi di pagamento">
      <PaymentMethods />
    </ProfileLayout>
  );
}

function PaymentMethods() {
  const { data, error, loading } = useQuery(ProfilePaymentMethodsQuery, { errorPolicy: 'all' });
  const [change, changing] = useIdempotentMutation(ChangePaymentMethodMutation);
  const [changeFailed, setChangeFailed] = useState(0);
  const failed = failedField(error, 'paymentMethods');
  useFailureToast(failed, PAYMENT_METHODS_ERROR);
  useFailureToast(changeFailed > 0, PAYMENT_METHODS_ERROR);
  const onChange = useSingleFlight(async () => {
    try {
      const { data: answer } = await change();
      if (answer) browserNavigation.assign(answer.changePaymentMethod.redirectUrl);
    } catch {
      setChangeFailed((n) => n + 1);
    }
  });
  const methods = data?.viewer.user?.paymentMethods;
  if (loading && !data) return null;
  return (
    <>
      {failed ? (
        <p className="profile-message">I metodi di pagamento non sono disponibili in questo momento.</p>
      ) : !methods || methods.length === 0 ? (
        <p>{NO_PAYMENT_METHODS}</p>
      ) : (
        <ul className="payment-methods">
          {methods.map((m, i) => (
            <li key={`${m.cardType}-${i}`} className="payment-method">
              <p className="payment-method__type">
                {CARD_LABEL[m.cardType] ?? m.cardType}
                {m.favorite ? <span className="profile-tag">Preferito</span> : null}
              </p>
              {m.cardNumber ? (
                <p>
                  <span className="visually-hidden">Numero della carta: </span>
                  {m.cardNumber}
                </p>
              ) : null}
              <p>Intestatario: {m.cardOwner}</p>
              {m.expireOn ? <p>Scadenza: {m.expireOn}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => void onChange()} loading={changing.loading}>
        Modifica metodo di pagamento
      </Button>
    </>
  );
}
