// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { print } from 'graphql';
import { CartRecommendationsDocument } from '../../gql/graphql';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { CART_TEXT } from './cartText';
import { CartPage, goToPayment } from './CartPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const eur = (cents: number) => ({ __typename: 'Money', cents, currency: 'EUR' });
const price = (id: string, name: string, n: number, total: number) => ({
  __typename: 'CartPriceEntry',
  installmentPlanId: id,
  installmentPlanName: name,
  installmentPlanNumber: n,
  totalPrice: eur(total),
  discountedPrice: null,
  instalmentPrice: eur(Math.round(total / n)),
});
const planEntry = (id: string, name: string, n: number, total: number) => ({ ...price(id, name, n, total), __typename: 'PriceListEntry' });
const plusPlan = { __typename: 'Plan', id: '3', name: 'Premium Plus', priceList: [planEntry('3', 'Mensile', 12, 21480), planEntry('2', 'Semestrale', 2, 20800)] };
const cartOf = (plans: unknown[], planId: string | null = '3') => ({
  __typename: 'Cart',
  installmentPlanId: plans.length ? planId : null,
  plans,
  priceList: plans.length ? [price('3', 'Mensile', 12, 21480), price('2', 'Semestrale', 2, 20800)] : [],
  total: plans.length ? eur(planId === '2' ? 20800 : 21480) : null,
});
const member = () => ({
  data: {
    viewer: {
      __typename: 'Viewer', subscriptionType: 'PREMIUM',
      flags: { __typename: 'SubscriptionFlags', isSuspect: false, isRegistered: false, isTrial: false, isPremium: true, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: true, isAPS: false },
      activeWalletCodes: [], headerButtons: [], profileMenu: [], topBarColour: 'blue', showsCreditsCounter: false, user: null,
    },
  },
});

const basePlan = { __typename: 'Plan', id: '2', name: 'Premium', purchasable: true, priceList: [planEntry('3', 'Mensile', 12, 13080), planEntry('1', 'Annuale', 1, 11990)] };
const recommended = (plans: unknown[]): OperationHandler => () => ({ data: { plans } });

function renderCart(handlers: Record<string, OperationHandler>, url = '/carrello') {
  return renderPage(<CartPage />, { path: '/carrello', url, wrapper: ToastProvider, handlers: { Viewer: member, CartRecommendations: recommended([]), ...handlers } });
}

describe("/carrello 'Il mio Carrello' (spec 3 §2, §4, §8)", () => {
  it('removes a line only after Conferma; Annulla keeps it', async () => {
    const { sent } = renderCart({ Cart: () => ({ data: { cart: cartOf([plusPlan]) } }), RemoveFromCart: () => ({ data: { removeFromCart: cartOf([]) } }) });
    expect(screen.getByRole('heading', { name: 'Il mio Carrello' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Carrello');
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Premium Plus' }));
    const dialog = await screen.findByRole('dialog', { name: CART_TEXT.removeTitle('Premium Plus') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(sent.filter((s) => s.operationName === 'RemoveFromCart')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Premium Plus' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(CART_TEXT.empty)).toBeTruthy();
    expect(sent.filter((s) => s.operationName === 'RemoveFromCart').map((s) => s.variables)).toEqual([{ productId: '3' }]);
  });

  it('changes the instalment plan of the cart and shows its total', async () => {
    const { sent } = renderCart({ Cart: () => ({ data: { cart: cartOf([plusPlan]) } }), AddToCart: () => ({ data: { addToCart: cartOf([plusPlan], '2') } }) });
    const select = (await screen.findByLabelText('Frequenza di pagamento')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(screen.getAllByText(/^2 rate da/)).toHaveLength(2));
    expect(sent.find((s) => s.operationName === 'AddToCart')!.variables).toEqual({ productId: '3', installmentPlanId: '2' });
  });

  it("a failing quotation shows 'Errore nel servizio /ecommerce/preventivo'", async () => {
    renderCart({ Cart: () => ({ data: { cart: null }, errors: [{ message: 'Errore nel servizio /ecommerce/preventivo', path: ['cart'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/ecommerce/preventivo' } }] }) });
    expect(await screen.findByText('Errore nel servizio /ecommerce/preventivo')).toBeTruthy();
    expect(screen.getByText(CART_TEXT.loadFailed)).toBeTruthy();
  });

  it('checks out once on a double click and goes to the payment page', async () => {
    const assign = vi.spyOn(goToPayment, 'assign').mockImplementation(() => undefined);
    const { sent } = renderCart({ Cart: () => ({ data: { cart: cartOf([plusPlan]) } }), Checkout: () => ({ data: { checkout: { __typename: 'CheckoutResult', paymentUrl: 'http://pay.example/p/1' } } }) });
    const pay = await screen.findByRole('button', { name: 'Procedi al pagamento' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.example/p/1'));
    expect(sent.filter((s) => s.operationName === 'Checkout')).toHaveLength(1);
    expect(sent.find((s) => s.operationName === 'Checkout')!.variables.returnUrl).toMatch(/\/carrello$/);
  });

  it('back from a refused payment: says the subscription did not change; from a paid one: reloads the subscription', async () => {
    renderCart({ Cart: () => ({ data: { cart: cartOf([plusPlan]) } }) }, '/carrello?esito=ko');
    expect(await screen.findByText(CART_TEXT.paymentFailed)).toBeTruthy();
    cleanup();
    const { sent } = renderCart({ Cart: () => ({ data: { cart: cartOf([]) } }), RefreshSubscription: () => ({ data: { refreshSubscription: { __typename: 'Viewer', subscriptionType: 'PREMIUM' } } }) }, '/carrello?esito=ok');
    expect(await screen.findByText(CART_TEXT.paid)).toBeTruthy();
    await waitFor(() => expect(sent.some((s) => s.operationName === 'RefreshSubscription')).toBe(true));
  });

  describe("recommended products (spec 3 §3, §8 'Cart recommendation fetch failure: logged only')", () => {
    it('shows the plans not in the cart with their price on the cart’s instalment plan, and adds one as /piani does', async () => {
      const { sent } = renderCart({
        Cart: () => ({ data: { cart: cartOf([plusPlan]) } }),
        CartRecommendations: recommended([basePlan]),
        AddToCart: () => ({ data: { addToCart: cartOf([plusPlan, basePlan]) } }),
      });
      const section = within((await screen.findByRole('heading', { level: 2, name: CART_TEXT.recommendationsTitle })).closest('section')!);
      expect(section.getByRole('heading', { level: 3, name: 'Premium' })).toBeTruthy();
      expect(section.getByText('12 rate da 10,90 €')).toBeTruthy();
      expect(section.getByText('130,80 €')).toBeTruthy();
      expect(sent.find((s) => s.operationName === 'CartRecommendations')).toBeTruthy();
      fireEvent.click(section.getByRole('button', { name: 'Aggiungi al carrello Premium' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Rimuovi Premium' })).toBeTruthy());
      expect(sent.find((s) => s.operationName === 'AddToCart')!.variables).toEqual({ productId: '2', installmentPlanId: '3', redirectTo: '/carrello' });
      // Now in the cart: no longer recommended, the block hidden.
      await waitFor(() => expect(screen.queryByRole('heading', { name: CART_TEXT.recommendationsTitle })).toBeNull());
    });

    it('never recommends a plan already in the cart nor an unpurchasable one, and hides the block when none is left', async () => {
      // The server leaves out the cart's plans and the member's current plan; the page does not trust a cart it has just changed.
      expect(print(CartRecommendationsDocument)).toContain('plans(includeCurrentPlan: false, excludeCartPlans: true)');
      renderCart({
        Cart: () => ({ data: { cart: cartOf([plusPlan]) } }),
        CartRecommendations: recommended([{ ...plusPlan, purchasable: true }, { ...basePlan, id: '9', name: 'Solo in sede', purchasable: false }]),
      });
      await screen.findByRole('button', { name: 'Rimuovi Premium Plus' });
      await waitFor(() => expect(screen.queryByRole('heading', { name: CART_TEXT.recommendationsTitle })).toBeNull());
      expect(screen.queryByRole('button', { name: /^Aggiungi al carrello/ })).toBeNull();
    });

    it('a failing recommendation load is only logged: nothing is shown, the cart stays', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderCart({
        Cart: () => ({ data: { cart: cartOf([plusPlan]) } }),
        CartRecommendations: () => ({ data: { plans: null }, errors: [{ message: 'down', path: ['plans'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      });
      await waitFor(() => expect(logged).toHaveBeenCalledWith(CART_TEXT.recommendationsFailed, expect.anything()));
      expect(screen.getByRole('button', { name: 'Procedi al pagamento' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: CART_TEXT.recommendationsTitle })).toBeNull();
      expect(document.querySelector('.toast--danger')).toBeNull();
    });
  });
});
