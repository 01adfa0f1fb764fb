import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { OfferCard_OfferFragment } from '../../gql/graphql';
import { shopPath } from './shopPaths';
import { COPIED_FEEDBACK_MS, SHOPS_TEXT } from './shopsText';
import { hasErrorCode } from '../../lib/errorCodes';

export const OfferCard_offer = graphql(`
  fragment OfferCard_offer on Offer {
    id
    shopId
    shopName
    shopLogoUrl
    title
    description
    isDirect
    badgeType
    badgeName
    reducedPriceValue
    reducedPriceSymbol
    endDateText
    expired
    canActivate
    paywall {
      variant
      title
      text
      ctaLabel
      ctaHref
    }
  }
`);

const ActivateOfferMutation = graphql(`
  mutation ActivateOffer($offerId: ID!) {
    activateOffer(offerId: $offerId) {
      offerId
      voucherCode
      redirectUrl
    }
  }
`);

export type OfferData = OfferCard_OfferFragment;
type Paywall = { variant: string; title: string; text: string; ctaLabel: string; ctaHref: string };

/** Spec 3 §9 price symbols: 1 euro, 2 percent. */
export function offerValueText(value: number | null | undefined, symbol: string | null | undefined): string | null {
  if (value === null || value === undefined || !symbol) return null;
  const amount = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
  return symbol === 'PERCENT' ? `-${amount}%` : `-${amount} €`;
}

/** The paywall of a server refusal (FORBIDDEN with extensions.upsell of kind OFFER_PAYWALL), or null. */
export function refusalPaywall(error: unknown): Paywall | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const upsell = e.extensions?.upsell as (Paywall & { kind?: string }) | undefined;
    if (hasErrorCode(e, 'FORBIDDEN') && upsell?.kind === 'OFFER_PAYWALL') return upsell;
  }
  return null;
}

async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback || typeof document.execCommand !== 'function') return false;
    fallback.select();
    return document.execCommand('copy');
  }
}

/** Where a direct offer sends the viewer: a full page load to the affiliate link (replaceable in tests). */
export const offerRedirect = { go: (url: string) => window.location.assign(url) };

type State =
  | { kind: 'closed' }
  | { kind: 'loading'; offer: OfferData }
  | { kind: 'direct'; offer: OfferData }
  | { kind: 'code'; offer: OfferData; code: string }
  | { kind: 'paywall'; offer: OfferData; paywall: Paywall }
  | { kind: 'error'; offer: OfferData };

/** How an offer is opened: from its card's button, or from a link naming it (the shop page's `?ocode=`). */
export type OfferOpening = 'button' | 'link';

/**
 * Activating offers (spec 3 §4 shop offer, §6): the server decides. A coupon's popup shows its code
 * with a copy button ('Copiato!' for 3 seconds); a direct offer goes to its redirect; a refusal opens
 * the paywall of the viewer's type (register, try, upgrade, renew) that the server sent. A direct
 * offer opened from a link (`?ocode=`) opens its popup, with "Vai all'offerta", instead of leaving
 * the portal on load: spec 3 §4 'when ocode matches an offer, a popup opens', whatever its type.
 */
export function useOfferActivation() {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const [activate] = useMutation(ActivateOfferMutation);

  const open = async (offer: OfferData, opening: OfferOpening = 'button') => {
    if (!offer.canActivate && offer.paywall) return setState({ kind: 'paywall', offer, paywall: offer.paywall });
    if (opening === 'link' && offer.isDirect) return setState({ kind: 'direct', offer });
    setState({ kind: 'loading', offer });
    try {
      const { data } = await activate({ variables: { offerId: offer.id } });
      const result = data?.activateOffer;
      if (result?.redirectUrl) {
        setState({ kind: 'closed' });
        offerRedirect.go(result.redirectUrl);
      } else if (result?.voucherCode) setState({ kind: 'code', offer, code: result.voucherCode });
      else setState({ kind: 'error', offer });
    } catch (error) {
      const paywall = refusalPaywall(error);
      setState(paywall ? { kind: 'paywall', offer, paywall } : { kind: 'error', offer });
    }
  };

  const modal = <OfferModal state={state} onClose={() => setState({ kind: 'closed' })} onGo={(offer) => void open(offer)} />;
  return { open, modal };
}

function OfferModal({ state, onClose, onGo }: { state: State; onClose: () => void; onGo: (offer: OfferData) => void }) {
  if (state.kind === 'closed') return <Modal open={false} onClose={onClose} title="" />;
  if (state.kind === 'paywall') {
    const { paywall } = state;
    return (
      <Modal
        open
        onClose={onClose}
        title={paywall.title}
        size="sm"
        footer={
          <ButtonLink to={paywall.ctaHref} onClick={onClose} data-paywall-variant={paywall.variant}>
            {paywall.ctaLabel}
          </ButtonLink>
        }
      >
        <p>{paywall.text}</p>
      </Modal>
    );
  }
  const { offer } = state;
  return (
    <Modal open onClose={onClose} title={offer.title} size="sm">
      <p className="offer-modal__shop">{offer.shopName}</p>
      <p>{offer.description}</p>
      <p className="offer-card__end">{offer.endDateText}</p>
      {state.kind === 'loading' && <p role="status">Caricamento…</p>}
      {state.kind === 'error' && <p role="alert">{SHOPS_TEXT.activationError}</p>}
      {state.kind === 'code' && <VoucherCode code={state.code} />}
      {state.kind === 'direct' && (
        <Button type="button" onClick={() => onGo(offer)}>
          {SHOPS_TEXT.goToOffer}
        </Button>
      )}
    </Modal>
  );
}

function VoucherCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="offer-modal__code">
      <label htmlFor="offer-voucher-code">{SHOPS_TEXT.codeLabel}</label>
      <input id="offer-voucher-code" ref={input} readOnly value={code} className="offer-modal__code-input" />
      <Button type="button" onClick={async () => setCopied(await copyText(code, input.current))}>
        {SHOPS_TEXT.copy}
      </Button>
      <p role="status" className="offer-modal__copied">
        {copied ? SHOPS_TEXT.copied : ''}
      </p>
    </div>
  );
}

/** An offer card (spec 3 §3): badge by type, value with €/%, title, shop, end date, and its action. */
export function OfferCard({ offer: ref, onActivate, showShop = true }: { offer: FragmentType<typeof OfferCard_offer>; onActivate: (offer: OfferData) => void; showShop?: boolean }) {
  const offer = getFragmentData(OfferCard_offer, ref);
  const value = offerValueText(offer.reducedPriceValue, offer.reducedPriceSymbol);
  return (
    <article className="offer-card" data-offer-id={offer.id}>
      <div className="offer-card__top">
        <span className={`offer-badge offer-badge--${offer.badgeType}`} data-badge={offer.badgeType}>
          {offer.badgeName}
        </span>
        {value && <span className="offer-card__value">{value}</span>}
      </div>
      {showShop && (
        <p className="offer-card__shop">
          <img src={offer.shopLogoUrl} alt="" width={60} height={30} loading="lazy" /> {offer.shopName}
        </p>
      )}
      <h3 className="offer-card__title">{offer.title}</h3>
      <p className="offer-card__end">{offer.expired ? SHOPS_TEXT.expired : offer.endDateText}</p>
      <Button type="button" variant={offer.isDirect ? 'outline' : 'primary'} disabled={offer.expired} onClick={() => onActivate(offer)} aria-label={`${offer.isDirect ? SHOPS_TEXT.goToOffer : SHOPS_TEXT.showCode}: ${offer.title}`}>
        {offer.isDirect ? SHOPS_TEXT.goToOffer : SHOPS_TEXT.showCode}
      </Button>
    </article>
  );
}

/**
 * A shop's logo: a link to the shop page only when the server says so (spec 3 §6: trial or premium).
 * With `showName` the name is written under the logo (the image is then decorative).
 */
export function ShopLogo({ shop, showName = false }: { shop: { id: string; name: string; logoUrl: string; logoLinks: boolean }; showName?: boolean }) {
  const content = (
    <>
      <img src={shop.logoUrl} alt={showName ? '' : shop.name} width={120} height={60} loading="lazy" />
      {showName && <span className="shop-logo__name">{shop.name}</span>}
    </>
  );
  return shop.logoLinks ? (
    <Link to={shopPath(shop.id)} className="shop-logo">
      {content}
    </Link>
  ) : (
    <span className="shop-logo">{content}</span>
  );
}
