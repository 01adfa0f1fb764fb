import { Button } from '../../components/ui/Button';
import { getFragmentData } from '../../gql';
import { CartPriceEntryFragment } from '../../lib/cart';
import { priceSummary } from '../../lib/pricing';
import { CART_TEXT } from './cartText';
import { CartPlanChooser } from './CartPlanChooser';
import type { Cart } from './useCart';

type CartSummaryProps = { cart: Cart; busy: boolean; onChangeFrequency(installmentPlanId: string): void; onPay(): void };

/** 'Riepilogo': the cart's instalment plan, its total on that plan (announced when it changes) and the checkout. */
export function CartSummary({ cart, busy, onChangeFrequency, onPay }: CartSummaryProps) {
  const priceList = getFragmentData(CartPriceEntryFragment, cart.priceList);
  const chosen = priceList.find((e) => e.installmentPlanId === cart.installmentPlanId) ?? null;
  const total = chosen ? priceSummary(chosen) : null;
  return (
    <aside className="cart__summary" aria-label="Riepilogo">
      <CartPlanChooser priceList={priceList} installmentPlanId={cart.installmentPlanId ?? null} busy={busy} onChange={onChangeFrequency} />
      {total ? (
        <div className="cart__total" aria-live="polite">
          {total.instalments ? <p>{total.instalments}</p> : null}
          <p>
            {CART_TEXT.total}: {total.listTotal ? <del>{total.listTotal}</del> : null} <strong>{total.total}</strong>
          </p>
        </div>
      ) : null}
      <Button className="cart__checkout" disabled={busy} loading={busy} onClick={onPay}>
        {CART_TEXT.checkout}
      </Button>
    </aside>
  );
}
