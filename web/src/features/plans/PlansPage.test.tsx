// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { PlansPage } from './PlansPage';

const eur = (cents: number) => ({ __typename: 'Money', cents, currency: 'EUR' });
const service = (label: string, available: boolean) => ({ __typename: 'PlanService', label, available, description: null });
const entry = (id: string, name: string, n: number, total: number, discounted: number | null = null) => ({
  __typename: 'PriceListEntry',
  installmentPlanId: id,
  installmentPlanName: name,
  installmentPlanNumber: n,
  totalPrice: eur(total),
  discountedPrice: discounted === null ? null : eur(discounted),
  instalmentPrice: eur(Math.round((discounted ?? total) / n)),
});

const plans = [
  {
    __typename: 'Plan',
    id: 'premium',
    name: 'Premium',
    mostLiked: true,
    purchasable: true,
    isCurrent: false,
    services: [service('Corsi ECM', true), service('Tutela legale', true)],
    priceList: [entry('m12', 'Mensile', 12, 11988), entry('y1', 'Annuale', 1, 9900, 7900)],
  },
  {
    __typename: 'Plan',
    id: 'base',
    name: 'Base',
    mostLiked: false,
    purchasable: true,
    isCurrent: false,
    services: [service('Corsi ECM', true), service('Tutela legale', false)],
    priceList: [],
  },
];

function renderPlans(handler: OperationHandler, extra: Record<string, OperationHandler> = {}) {
  return renderPage(<PlansPage />, { path: '/piani', url: '/piani', wrapper: ToastProvider, handlers: { Plans: handler, ...extra } });
}
const viewer = (isSuspect: boolean) => ({ __typename: 'Viewer', showsPhoneCallAndConsultant: false, flags: { __typename: 'SubscriptionFlags', isSuspect } });
const cart = { __typename: 'Cart', installmentPlanId: 'y1', plans: [], priceList: [], total: null };
const text = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('PlansPage (spec 3 §2 /piani, spec 1 §4 price card, §9)', () => {
  it("shows the cards with 'Il più scelto', the first instalment plan chosen; a visitor's buy button leads to the login", async () => {
    renderPlans(() => ({ data: { plans, viewer: viewer(true) } }));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Piani e prezzi');
    const premium = await screen.findByRole('article', { name: 'Premium' });
    const card = within(premium);
    expect(card.getByText('Il più scelto')).toBeTruthy();
    const frequency = card.getByLabelText('Frequenza di pagamento') as HTMLSelectElement;
    expect(frequency.value).toBe('m12');
    expect(text(card.getByText(/rate da/))).toBe('12 rate da 9,99 €');
    expect(card.getByRole('link', { name: 'Acquista Online' }).getAttribute('href')).toBe('/login?redirectTo=%2Fpiani');

    fireEvent.change(frequency, { target: { value: 'y1' } });
    expect(card.queryByText(/rate da/)).toBeNull();
    expect(text(card.getByText('79,00 €', { exact: false }))).toContain('99,00 €');
  });

  it('a member adds the plan on the chosen instalment plan to the cart once, then goes to the cart', async () => {
    const { sent } = renderPlans(() => ({ data: { plans, viewer: viewer(false) } }), { AddToCart: () => ({ data: { addToCart: cart } }) });
    const card = within(await screen.findByRole('article', { name: 'Premium' }));
    fireEvent.change(card.getByLabelText('Frequenza di pagamento'), { target: { value: 'y1' } });
    const buy = card.getByRole('button', { name: 'Acquista Online' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/carrello'));
    const adds = sent.filter((s) => s.operationName === 'AddToCart');
    expect(adds).toHaveLength(1);
    expect(adds[0]!.variables).toEqual({ productId: 'premium', installmentPlanId: 'y1', redirectTo: '/carrello' });
    expect(adds[0]!.idempotencyKey).toBeTruthy();
  });

  it("a refused add shows the server's message in a danger toast and stays on the plans", async () => {
    const message = 'Prodotto non disponibile: non è in vendita o non esiste.';
    renderPlans(() => ({ data: { plans, viewer: viewer(false) } }), { AddToCart: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }) });
    const card = within(await screen.findByRole('article', { name: 'Premium' }));
    fireEvent.click(card.getByRole('button', { name: 'Acquista Online' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/piani');
  });

  it('disables the buy button when there is no plan to choose', async () => {
    renderPlans(() => ({ data: { plans } }));
    const base = within(await screen.findByRole('article', { name: 'Base' }));
    expect((base.getByRole('button', { name: 'Acquista Online' }) as HTMLButtonElement).disabled).toBe(true);
    expect(base.queryByRole('link', { name: 'Acquista Online' })).toBeNull();
  });

  it('compares the services with text alternatives for ✓ and ✗', async () => {
    renderPlans(() => ({ data: { plans } }));
    const table = await screen.findByRole('table');
    const legal = within(table).getByRole('row', { name: /Tutela legale/ });
    expect(within(legal).getAllByRole('cell').map((c) => c.textContent)).toEqual(['✓Incluso', '✗Non incluso']);
  });

  it.each([
    [true, 'registered, ex-trial and ex-premium'],
    [false, 'trial, premium and visitors'],
  ])("shows the call button on every price card = %s, as the server says (%s, spec 1 §6)", async (shown) => {
    renderPlans(() => ({ data: { plans, viewer: { ...viewer(false), showsPhoneCallAndConsultant: shown } } }));
    const cards = await screen.findAllByRole('article');
    for (const card of cards) {
      const call = within(card).queryByRole('link', { name: 'Parla con un consulente' });
      if (!shown) {
        expect(call).toBeNull();
        continue;
      }
      expect(call!.getAttribute('href')).toMatch(/#phonecall$/);
      expect(call!.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading').id);
    }
  });

  it("says 'Non sono presenti prodotti da acquistare.' with the danger toast when empty or failing", async () => {
    renderPlans(() => ({ data: { plans: [] } }));
    expect(await screen.findByText('Non sono presenti prodotti da acquistare.')).toBeTruthy();
    expect(await screen.findByText('Non sono presenti prodotti da acquistare')).toBeTruthy();
    cleanup();
    renderPlans(() => ({ errors: [{ message: 'down' }] }));
    expect(await screen.findByText('Non sono presenti prodotti da acquistare.')).toBeTruthy();
    expect(await screen.findByText('Non sono presenti prodotti da acquistare')).toBeTruthy();
  });
});
