// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { ToastProvider } from '../ui/Toast';
import { SingleProductBanner } from './SingleProductBanner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const eur = (cents: number) => ({ __typename: 'Money', cents, currency: 'EUR' });
const entry = (id: string, name: string, n: number, total: number, discounted: number | null = null) => ({
  __typename: 'PriceListEntry',
  installmentPlanId: id,
  installmentPlanName: name,
  installmentPlanNumber: n,
  totalPrice: eur(total),
  discountedPrice: discounted === null ? null : eur(discounted),
  instalmentPrice: eur(Math.round((discounted ?? total) / n)),
});
const premium = {
  __typename: 'Plan',
  id: '2',
  name: 'Premium',
  mostLiked: true,
  services: [
    { __typename: 'PlanService', label: 'Corsi ECM', available: true },
    { __typename: 'PlanService', label: 'Pareri legali', available: false },
  ],
  // The server's order: the 12-instalment entry first (spec 3 §9 suggested price).
  priceList: [entry('3', 'Mensile', 12, 13080), entry('1', 'Unica soluzione', 1, 11900)],
};
const offer = (plan: unknown, isSuspect: boolean): OperationHandler => () => ({
  data: { singleProductOffer: plan, viewer: { __typename: 'Viewer', flags: { __typename: 'SubscriptionFlags', isSuspect } } },
});
const cart = { __typename: 'Cart', installmentPlanId: '3', plans: [], priceList: [], total: eur(13080) };

function renderBanner(handlers: Record<string, OperationHandler>) {
  return renderPage(<SingleProductBanner />, { path: '/upgrade', url: '/upgrade', wrapper: ToastProvider, handlers });
}

describe('single-product purchase banner (spec 3 §2 Other widgets)', () => {
  it("shows the server's plan: 'Il più scelto', its included services, the 12-instalment price and its total", async () => {
    renderBanner({ SingleProductOffer: offer(premium, false) });
    const banner = within(await screen.findByRole('region', { name: 'Premium' }));
    expect(banner.getByText('Il più scelto')).toBeTruthy();
    expect(banner.getByRole('list', { name: 'Servizi inclusi in Premium' }).textContent).toBe('Corsi ECM');
    expect(banner.getByText(/^12 rate da 10,90\s€$/)).toBeTruthy();
    expect(banner.getByText(/^Totale 130,80\s€$/)).toBeTruthy();
  });

  it("'Acquista Online': a member adds that plan on the 12-instalment plan to the cart once, then goes to the cart", async () => {
    const { sent } = renderBanner({ SingleProductOffer: offer(premium, false), AddToCart: () => ({ data: { addToCart: cart } }) });
    const buy = await screen.findByRole('button', { name: 'Acquista Online' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/carrello'));
    const adds = sent.filter((s) => s.operationName === 'AddToCart');
    expect(adds).toHaveLength(1);
    expect(adds[0]!.variables).toEqual({ productId: '2', installmentPlanId: '3', redirectTo: '/carrello' });
  });

  it("a refused add says the server's message in a danger toast and stays on the page", async () => {
    const message = 'Prodotto non disponibile: non è in vendita o non esiste.';
    renderBanner({ SingleProductOffer: offer(premium, false), AddToCart: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Acquista Online' }));
    const toast = await screen.findByText(message);
    expect(toast.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/upgrade');
  });

  it('a visitor signs in first and comes back to the page', async () => {
    const { sent } = renderBanner({ SingleProductOffer: offer(premium, true) });
    const buy = await screen.findByRole('link', { name: 'Acquista Online' });
    expect(buy.getAttribute('href')).toBe('/login?redirectTo=%2Fupgrade');
    expect(sent.some((s) => s.operationName === 'AddToCart')).toBe(false);
  });

  it('nothing to sell, or a failing products service, leaves no banner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sent } = renderBanner({ SingleProductOffer: offer(null, false) });
    await waitFor(() => expect(sent.some((s) => s.operationName === 'SingleProductOffer')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Acquista Online' })).toBeNull();
    cleanup();
    renderBanner({ SingleProductOffer: () => ({ data: { singleProductOffer: null, viewer: null }, errors: [{ message: 'down', path: ['singleProductOffer'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
