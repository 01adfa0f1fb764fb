import { Button } from '../../components/ui/Button';
import { getFragmentData } from '../../gql';
import { priceSummary } from '../../lib/pricing';
import { PriceListEntryFragment } from '../../lib/priceListEntry';
import { CART_TEXT } from './cartText';
import type { Cart } from './useCart';
import type { PendingRemoval } from './useCartEdits';

type CartLinesProps = { cart: Cart; busy: boolean; onRemove(plan: PendingRemoval): void };

/** The plans in the cart, each priced on the cart's instalment plan, with 'Rimuovi' (confirmed in a dialog). */
export function CartLines({ cart, busy, onRemove }: CartLinesProps) {
  return (
    <ul className="cart__lines" aria-label="Prodotti nel carrello">
      {cart.plans.map((plan) => (
        <CartLine key={plan.id} plan={plan} installmentPlanId={cart.installmentPlanId ?? null} busy={busy} onRemove={onRemove} />
      ))}
    </ul>
  );
}

type CartLineProps = { plan: Cart['plans'][number]; installmentPlanId: string | null; busy: boolean; onRemove(plan: PendingRemoval): void };

function CartLine({ plan, installmentPlanId, busy, onRemove }: CartLineProps) {
  const entry = getFragmentData(PriceListEntryFragment, plan.priceList).find((e) => e.installmentPlanId === installmentPlanId);
  const price = entry ? priceSummary(entry) : null;
  return (
    <li className="cart__line">
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
      <Button variant="outline" size="sm" disabled={busy} onClick={() => onRemove({ id: plan.id, name: plan.name })} aria-label={`${CART_TEXT.remove} ${plan.name}`}>
        {CART_TEXT.remove}
      </Button>
    </li>
  );
}
