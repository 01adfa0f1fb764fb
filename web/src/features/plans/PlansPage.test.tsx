// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

function renderPlans(handler: OperationHandler) {
  return renderPage(<PlansPage />, { path: '/piani', url: '/piani', handlers: { Plans: handler } });
}
const text = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('PlansPage (spec 3 §2 /piani, spec 1 §4 price card, §9)', () => {
  it("shows the cards with 'Il più scelto', the first instalment plan chosen, and the cart link", async () => {
    renderPlans(() => ({ data: { plans } }));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Piani e prezzi');
    const premium = await screen.findByRole('article', { name: 'Premium' });
    const card = within(premium);
    expect(card.getByText('Il più scelto')).toBeTruthy();
    const frequency = card.getByLabelText('Frequenza di pagamento') as HTMLSelectElement;
    expect(frequency.value).toBe('m12');
    expect(text(card.getByText(/rate da/))).toBe('12 rate da 9,99 €');
    expect(card.getByRole('link', { name: 'Acquista Online' }).getAttribute('href')).toBe('/carrello?productId=premium&installmentPlanId=m12');

    fireEvent.change(frequency, { target: { value: 'y1' } });
    expect(card.queryByText(/rate da/)).toBeNull();
    expect(text(card.getByText('79,00 €', { exact: false }))).toContain('99,00 €');
    expect(card.getByRole('link', { name: 'Acquista Online' }).getAttribute('href')).toBe('/carrello?productId=premium&installmentPlanId=y1');
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
    renderPlans(() => ({ data: { plans, viewer: { __typename: 'Viewer', showsPhoneCallAndConsultant: shown } } }));
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

  it("says 'Non sono presenti prodotti da acquistare.' when empty or failing", async () => {
    renderPlans(() => ({ data: { plans: [] } }));
    expect(await screen.findByText('Non sono presenti prodotti da acquistare.')).toBeTruthy();
    cleanup();
    renderPlans(() => ({ errors: [{ message: 'down' }] }));
    expect(await screen.findByText('Non sono presenti prodotti da acquistare.')).toBeTruthy();
  });
});
