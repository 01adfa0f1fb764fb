import type { PriceSummary } from '../../lib/pricing';

/**
 * A plan's price as the price cards of /piani and the single-product banner show it (spec 3 §9):
 * the instalments ('12 rate da 9,99 €') when there are several, then the total, the list price
 * struck through before it when discounted. Classes are the block's own (`{block}__instalments`,
 * `{block}__total`, `{block}__amount` for a single payment), so each place keeps its look.
 */
export function PriceFigures({ price, block }: { price: PriceSummary; block: string }) {
  return (
    <>
      {price.instalments ? <p className={`${block}__instalments`}>{price.instalments}</p> : null}
      <p className={price.instalments ? `${block}__total` : `${block}__amount`}>
        {price.instalments ? 'Totale ' : null}
        {price.listTotal ? (
          <>
            <del>
              <span className="visually-hidden">Prezzo di listino </span>
              {price.listTotal}
            </del>{' '}
          </>
        ) : null}
        {price.total}
      </p>
    </>
  );
}
