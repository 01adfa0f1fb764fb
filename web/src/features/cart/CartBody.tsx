import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { CART_TEXT } from './cartText';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import type { Cart } from './useCart';
import type { PendingRemoval } from './useCartEdits';

type CartBodyProps = {
  cart: Cart | null;
  waitingForViewer: boolean;
  isVisitor: boolean;
  loading: boolean;
  busy: boolean;
  onRemove(plan: PendingRemoval): void;
  onChangeFrequency(installmentPlanId: string): void;
  onPay(): void;
};

/** What the cart page shows under its title: loading, the visitor's way to log in, a failed load, the empty cart, or the cart's lines and summary. */
export function CartBody({ cart, waitingForViewer, isVisitor, loading, busy, onRemove, onChangeFrequency, onPay }: CartBodyProps) {
  if (waitingForViewer) return <Spinner label="Caricamento del carrello..." />;
  if (isVisitor) {
    return (
      <p>
        {CART_TEXT.loginNeeded} <Link to={`${paths.login}?redirectTo=${encodeURIComponent(paths.cart)}`}>{CART_TEXT.login}</Link>
      </p>
    );
  }
  if (loading && !cart) return <Spinner label="Caricamento del carrello..." />;
  if (!cart) return <p className="cart__message">{CART_TEXT.loadFailed}</p>;
  if (cart.plans.length === 0) {
    return (
      <div className="cart__empty">
        <p>{CART_TEXT.empty}</p>
        <ButtonLink to={paths.plans}>{CART_TEXT.browsePlans}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="cart__layout">
      <CartLines cart={cart} busy={busy} onRemove={onRemove} />
      <CartSummary cart={cart} busy={busy} onChangeFrequency={onChangeFrequency} onPay={onPay} />
    </div>
  );
}
