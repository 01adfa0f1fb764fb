import { FormStatus } from '../../components/forms/FormStatus';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CART_TEXT } from './cartText';
import { CartBody } from './CartBody';
import { CartRecommendations } from './CartRecommendations';
import { CartRemovalDialog } from './CartRemovalDialog';
import { useCart } from './useCart';
import { useCartCheckout } from './useCartCheckout';
import { useCartEdits } from './useCartEdits';
import { useCartWrite } from './useCartWrite';
import { usePaymentOutcome } from './usePaymentOutcome';
import './cart.css';

export { goToPayment } from './useCartCheckout';

/**
 * Spec 3 §2 /carrello 'Il mio Carrello' (breadcrumbs Home > Carrello), §4 'Cart' (removal confirmed
 * with Conferma / Annulla), §8 quotation failure ('Errore nel servizio {endpoint}', the cart is kept on
 * the server). The instalment plan is one for the whole cart (spec 3 §3 quotation installmentPlanId).
 * Checkout goes to the payment page, which comes back here with esito=ok|ko. Under the cart, the
 * recommended plans (§3/§8, their own query: a failure is only logged).
 */
export function CartPage() {
  useDocumentTitle(CART_TEXT.title);
  const { isMember, isVisitor, waitingForViewer, cart, loading } = useCart();
  const [status, setStatus] = usePaymentOutcome(isMember);
  const { busy, setBusy, write } = useCartWrite(setStatus);
  const { removing, setRemoving, confirmRemoval, changeFrequency, addRecommended } = useCartEdits(cart, write);
  const pay = useCartCheckout({ setBusy, setStatus });

  return (
    <div className="container page cart">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Carrello' }]} />
      <h1>{CART_TEXT.title}</h1>
      <FormStatus id="cart-status" message={status?.message} tone={status?.tone ?? 'info'} />
      <CartBody
        cart={cart}
        waitingForViewer={waitingForViewer}
        isVisitor={isVisitor}
        loading={loading}
        busy={busy}
        onRemove={setRemoving}
        onChangeFrequency={(installmentPlanId) => void changeFrequency(installmentPlanId)}
        onPay={() => void pay()}
      />
      {cart && !isVisitor ? (
        <CartRecommendations
          cartPlanIds={cart.plans.map((p) => p.id)}
          cartInstallmentPlanId={cart.installmentPlanId ?? null}
          busy={busy}
          onAdd={(productId, planId) => void addRecommended(productId, planId)}
        />
      ) : null}
      <CartRemovalDialog removing={removing} onCancel={() => setRemoving(null)} onConfirm={() => void confirmRemoval()} />
    </div>
  );
}
