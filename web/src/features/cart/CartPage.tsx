import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormStatus } from '../../components/forms/FormStatus';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Select } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { getFragmentData, graphql } from '../../gql';
import { CartFields, cartErrorMessage, useAddToCart } from '../../lib/cart';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewer } from '../../lib/viewer';
import { priceSummary } from '../../lib/pricing';
import { CART_TEXT } from './cartText';
import { CartRecommendations, CartRecommendationsQuery } from './CartRecommendations';
import './cart.css';

const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($productId: ID!) {
    removeFromCart(productId: $productId) {
      ...CartFields
    }
  }
`);

const CheckoutMutation = graphql(`
  mutation Checkout($returnUrl: String!) {
    checkout(returnUrl: $returnUrl) {
      paymentUrl
    }
  }
`);

const RefreshSubscriptionMutation = graphql(`
  mutation RefreshSubscription {
    refreshSubscription {
      subscriptionType
    }
  }
`);

/** The failing service of a load error ('/ecommerce/preventivo'), for the spec's 'Errore nel servizio {endpoint}'. */
function failedService(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const service = error.errors.map((e) => e.extensions?.service).find((s) => typeof s === 'string');
  return typeof service === 'string' ? service : null;
}

/** Sends the browser to the payment provider's page (a full navigation away from the portal). */
export const goToPayment = { assign: (url: string) => window.location.assign(url) };

/**
 * Spec 3 §2 /carrello 'Il mio Carrello' (breadcrumbs Home > Carrello), §4 'Cart' (removal confirmed
 * with Conferma / Annulla), §8 quotation failure ('Errore nel servizio {endpoint}', the cart is kept on
 * the server). The instalment plan is one for the whole cart (spec 3 §3 quotation installmentPlanId).
 * Checkout goes to the payment page, which comes back here with esito=ok|ko. Under the cart, the
 * recommended plans (§3/§8, their own query: a failure is only logged).
 */
export function CartPage() {
  useDocumentTitle(CART_TEXT.title);
  const { viewer, loading: viewerLoading } = useViewer();
  const isVisitor = viewer?.flags.isSuspect ?? false;
  const client = useApolloClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error } = useQuery(CartQuery, { skip: !viewer || isVisitor, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const cart = getFragmentData(CartFields, data?.cart ?? null);
  const service = failedService(error);
  useFailureToast(Boolean(error && !cart), `Errore nel servizio ${service ?? '/ecommerce/preventivo'}`);

  const [addToCart] = useAddToCart();
  const [removeFromCart] = useIdempotentMutation(RemoveFromCartMutation);
  const [checkout] = useIdempotentMutation(CheckoutMutation);
  const [refreshSubscription] = useIdempotentMutation(RefreshSubscriptionMutation);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Back from the payment page (read once, on arrival): esito=ok or esito=ko, said until the next action.
  const [status, setStatus] = useState<{ message: string; tone: 'error' | 'info' } | null>(() => {
    const esito = searchParams.get('esito');
    if (esito === 'ok') return { message: CART_TEXT.paid, tone: 'info' };
    if (esito === 'ko') return { message: CART_TEXT.paymentFailed, tone: 'error' };
    return null;
  });

  // esito=ok: the subscription changed on the payment page; reload it so every section shows the new type.
  const outcome = searchParams.get('esito');
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !viewer || isVisitor || (outcome !== 'ok' && outcome !== 'ko')) return;
    handled.current = true;
    setSearchParams({}, { replace: true });
    if (outcome === 'ok') {
      void refreshSubscription()
        .catch(() => undefined)
        .then(() => client.resetStore().catch(() => undefined));
    }
  }, [outcome, viewer, isVisitor, setSearchParams, refreshSubscription, client]);

  const write = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setStatus(null);
    try {
      await run();
    } catch (err) {
      toast.show(cartErrorMessage(err, CART_TEXT.writeFailed), 'danger');
    } finally {
      setBusy(false);
    }
  };

  const confirmRemoval = useSingleFlight(async () => {
    if (!removing) return;
    const { id } = removing;
    setRemoving(null);
    await write(() => removeFromCart({ variables: { productId: id }, update: (cache, { data: answer }) => answer && cache.writeQuery({ query: CartQuery, data: { cart: answer.removeFromCart } }) }));
  });

  const changeFrequency = useSingleFlight(async (installmentPlanId: string) => {
    const first = cart?.plans[0];
    if (!first) return;
    await write(() =>
      addToCart({ variables: { productId: first.id, installmentPlanId }, update: (cache, { data: answer }) => answer && cache.writeQuery({ query: CartQuery, data: { cart: answer.addToCart } }) }),
    );
  });

  // A recommended plan goes in as on /piani (useAddToCart), on the cart's instalment plan when it offers it.
  const addRecommended = useSingleFlight(async (productId: string, installmentPlanId: string) => {
    await write(() =>
      addToCart({
        variables: { productId, installmentPlanId, redirectTo: paths.cart },
        update: (cache, { data: answer }) => answer && cache.writeQuery({ query: CartQuery, data: { cart: answer.addToCart } }),
        refetchQueries: [CartRecommendationsQuery],
      }),
    );
  });

  const pay = useSingleFlight(async () => {
    setBusy(true);
    setStatus(null);
    try {
      const { data: answer } = await checkout({ variables: { returnUrl: paths.cart } });
      if (answer) {
        goToPayment.assign(answer.checkout.paymentUrl);
        return; // the page is leaving: the button stays disabled
      }
    } catch (err) {
      toast.show(cartErrorMessage(err, CART_TEXT.writeFailed), 'danger');
    }
    setBusy(false);
  });

  const chosen = cart?.priceList.find((e) => e.installmentPlanId === cart.installmentPlanId) ?? null;
  const total = chosen ? priceSummary(chosen) : null;

  let body;
  if (viewerLoading && !viewer) body = <Spinner label="Caricamento del carrello..." />;
  else if (isVisitor) {
    body = (
      <p>
        {CART_TEXT.loginNeeded} <Link to={`${paths.login}?redirectTo=${encodeURIComponent(paths.cart)}`}>{CART_TEXT.login}</Link>
      </p>
    );
  } else if (loading && !cart) body = <Spinner label="Caricamento del carrello..." />;
  else if (!cart) body = <p className="cart__message">{CART_TEXT.loadFailed}</p>;
  else if (cart.plans.length === 0) {
    body = (
      <div className="cart__empty">
        <p>{CART_TEXT.empty}</p>
        <ButtonLink to={paths.plans}>{CART_TEXT.browsePlans}</ButtonLink>
      </div>
    );
  } else {
    body = (
      <div className="cart__layout">
        <ul className="cart__lines" aria-label="Prodotti nel carrello">
          {cart.plans.map((plan) => {
            const entry = plan.priceList.find((e) => e.installmentPlanId === cart.installmentPlanId);
            const price = entry ? priceSummary(entry) : null;
            return (
              <li key={plan.id} className="cart__line">
                <div>
                  <h2 className="cart__line-name">{plan.name}</h2>
                  {entry ? <p className="cart__line-plan">{entry.installmentPlanName}</p> : null}
                </div>
                {price ? (
                  <p className="cart__line-price">
                    {price.instalments ? <span className="cart__line-instalments">{price.instalments}</span> : null}
                    {price.listTotal ? <del>{price.listTotal}</del> : null} {price.total}
                  </p>
                ) : null}
                <Button variant="outline" size="sm" disabled={busy} onClick={() => setRemoving({ id: plan.id, name: plan.name })} aria-label={`${CART_TEXT.remove} ${plan.name}`}>
                  {CART_TEXT.remove}
                </Button>
              </li>
            );
          })}
        </ul>
        <aside className="cart__summary" aria-label="Riepilogo">
          <Select
            label={CART_TEXT.frequency}
            value={cart.installmentPlanId ?? ''}
            disabled={busy}
            onChange={(e) => void changeFrequency(e.target.value)}
            options={cart.priceList.map((e) => ({ value: e.installmentPlanId, label: e.installmentPlanName }))}
          />
          {total ? (
            <div className="cart__total" aria-live="polite">
              {total.instalments ? <p>{total.instalments}</p> : null}
              <p>
                {CART_TEXT.total}: {total.listTotal ? <del>{total.listTotal}</del> : null} <strong>{total.total}</strong>
              </p>
            </div>
          ) : null}
          <Button className="cart__checkout" disabled={busy} loading={busy} onClick={() => void pay()}>
            {CART_TEXT.checkout}
          </Button>
        </aside>
      </div>
    );
  }

  return (
    <div className="container page cart">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Carrello' }]} />
      <h1>{CART_TEXT.title}</h1>
      <FormStatus id="cart-status" message={status?.message} tone={status?.tone ?? 'info'} />
      {body}
      {cart && !isVisitor ? (
        <CartRecommendations
          cartPlanIds={cart.plans.map((p) => p.id)}
          cartInstallmentPlanId={cart.installmentPlanId ?? null}
          busy={busy}
          onAdd={(productId, planId) => void addRecommended(productId, planId)}
        />
      ) : null}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? CART_TEXT.removeTitle(removing.name) : ''}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {CART_TEXT.cancel}
            </Button>
            <Button onClick={() => void confirmRemoval()}>{CART_TEXT.confirm}</Button>
          </>
        }
      />
    </div>
  );
}
