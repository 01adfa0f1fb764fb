// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult } from '../../lib/test-graphql';
import { offerRedirect } from './offers';
import { shopPaths } from './shopPaths';
import { SHOPS_TEXT } from './shopsText';
import { ShopsHomePage } from './ShopsHomePage';

const PAYWALL = { variant: 'REGISTER', title: 'Vuoi utilizzare questo coupon?', text: 'Registrati gratis al Club.', ctaLabel: 'Registrati gratis', ctaHref: '/registrazione' };

function offer(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Offer',
    id: String(id),
    shopId: '7',
    shopName: `Negozio ${id}`,
    shopLogoUrl: `/media/topnegozi/loghi/negozio-${id}.svg`,
    title: `Coupon ${id}`,
    description: 'Descrizione',
    isDirect: false,
    badgeType: 'free-shipping',
    badgeName: 'Spedizione gratuita',
    reducedPriceValue: 15,
    reducedPriceSymbol: 'PERCENT',
    endDateText: 'Scade tra 5 giorni',
    expired: false,
    canActivate: true,
    paywall: null,
    ...extra,
  };
}

const slides = [
  { __typename: 'Slide', id: 's1', title: 'Saldi di primavera', shopName: 'Moda Più', imageUrl: '/media/topnegozi/slide-1.jpg', imageMobileUrl: '/media/topnegozi/slide-1-m.jpg' },
  { __typename: 'Slide', id: 's2', title: 'Spedizione gratuita', shopName: 'Casa Bella', imageUrl: '/media/topnegozi/slide-2.jpg', imageMobileUrl: '/media/topnegozi/slide-2-m.jpg' },
];

const topShops = [{ __typename: 'Shop', id: '7', name: 'Moda Più', logoUrl: '/media/topnegozi/loghi/negozio-7.svg', logoLinks: false }];

function home(overrides: Record<string, unknown> = {}, errors?: GraphQLResult['errors']): GraphQLResult {
  return {
    data: {
      shopsIntroVisible: true,
      shopsBestOffers: [offer(1), offer(5), offer(6)],
      shopsFeaturedCoupons: [offer(2, { reducedPriceValue: 10, reducedPriceSymbol: 'EURO' }), offer(3, { canActivate: false, paywall: { __typename: 'OfferPaywall', ...PAYWALL } }), offer(4)],
      topShops,
      shopsSlideshow: [],
      ...overrides,
    },
    errors,
  };
}

function renderHome(result: GraphQLResult, activate?: () => GraphQLResult) {
  return renderPage(<ShopsHomePage />, {
    path: '/servizi/convenzioni/negozi',
    url: '/servizi/convenzioni/negozi',
    wrapper: ToastProvider,
    handlers: { ShopsHome: () => result, ActivateOffer: activate ?? (() => ({ data: { activateOffer: { __typename: 'OfferActivation', offerId: '1', voucherCode: 'MODA15AB', redirectUrl: null } } })) },
  });
}

afterEach(cleanup);

describe('shops home', () => {
  it("shows the header, badges by type, and the price with its symbol (1 euro, 2 percent)", async () => {
    renderHome(home());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sconti e Convenzioni' })).toBeTruthy();
    expect(await screen.findAllByText('-15%')).not.toHaveLength(0);
    expect(screen.getByText('-10 €')).toBeTruthy();
    expect(screen.getAllByText('Spedizione gratuita')[0]!.getAttribute('data-badge')).toBe('free-shipping');
  });

  it('failing best offers show one spec 3 §8 toast, the one naming their call, while top shops still render', async () => {
    renderHome(home({ shopsBestOffers: null, shopsFeaturedCoupons: null }, [{ message: 'down', path: ['shopsBestOffers'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/topnegozi/home/bestoffers' } }]));
    expect(await screen.findByText('Si è verificato un errore nel servizio /topnegozi/home/bestoffers')).toBeTruthy();
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(screen.queryByText('Si è verificato un errore con le offerte di TopNegozi.')).toBeNull();
    expect(screen.getByRole('img', { name: 'Moda Più' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'I migliori coupon' })).toBeNull();
  });

  it("spec 3 §6: the shops header (intro and its two buttons) shows only to whom the server allows it (trial or premium with topnegozi)", async () => {
    renderHome(home());
    expect(await screen.findByText(SHOPS_TEXT.intro)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sconti e Convenzioni' })).toBeTruthy();
    cleanup();
    renderHome(home({ shopsIntroVisible: false }));
    expect(await screen.findByRole('heading', { name: 'I migliori coupon' })).toBeTruthy();
    expect(screen.queryByText(SHOPS_TEXT.intro)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Sconti e Convenzioni' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Negozi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Categorie' })).toBeNull();
    expect(document.querySelector('.shops-header')).toBeNull();
    // The page keeps its title for assistive technology, out of sight.
    expect(screen.getByRole('heading', { level: 1, name: 'Sconti e Convenzioni' }).className).toBe('visually-hidden');
  });

  it("the 'Negozi' button jumps to the top-shops block, which is there", async () => {
    renderHome(home({ shopsSlideshow: slides }));
    const button = await screen.findByRole('link', { name: 'Negozi' });
    await screen.findByRole('heading', { name: 'Top negozi' });
    expect(button.getAttribute('href')).toMatch(/#top-negozi$/);
    expect(document.getElementById('top-negozi')?.contains(screen.getByRole('heading', { name: 'Top negozi' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Categorie' }).getAttribute('href')).toBe(shopPaths.categories);
  });

  it("failing top shops are not shown (spec 3 §8) while the other blocks render; 'Negozi' then opens the categories page instead of a missing anchor", async () => {
    renderHome(home({ topShops: null, shopsSlideshow: slides }, [{ message: 'down', path: ['topShops'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/topnegozi/home/topshops' } }]));
    expect(await screen.findByRole('heading', { name: 'I migliori coupon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sconti e Convenzioni' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Promozioni' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Moda Più: Saldi di primavera' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Top negozi' })).toBeNull();
    // Not shown: no toast, no message in the page.
    expect(screen.queryByText(/errore/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('link', { name: 'Negozi' });
    expect(button.getAttribute('href')).toBe(shopPaths.categories);
    expect(document.getElementById('top-negozi')).toBeNull();
  });

  it('a failing slideshow is not shown (spec 3 §8) while best offers, featured coupons and top shops render', async () => {
    renderHome(home({ shopsSlideshow: null }, [{ message: 'down', path: ['shopsSlideshow'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/topnegozi/home/slideshow' } }]));
    expect(await screen.findByRole('heading', { name: 'I migliori coupon' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top negozi' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Moda Più' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Mostra codice: / }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Promozioni' })).toBeNull();
    expect(screen.queryByText(/errore/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Negozi' }).getAttribute('href')).toMatch(/#top-negozi$/);
    expect(document.getElementById('top-negozi')).not.toBeNull();
  });

  it('an offer the server refuses opens the paywall it sent, without asking for the code', async () => {
    let asked = 0;
    renderHome(home(), () => {
      asked += 1;
      return { data: { activateOffer: null } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra codice: Coupon 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi utilizzare questo coupon?' });
    expect(within(dialog).getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
    expect(asked).toBe(0);
  });

  it('a refusal from the server (FORBIDDEN with the offer paywall) opens that paywall', async () => {
    renderHome(home(), () => ({ data: { activateOffer: null }, errors: [{ message: 'no', path: ['activateOffer'], extensions: { code: 'FORBIDDEN', upsell: { kind: 'OFFER_PAYWALL', ...PAYWALL, variant: 'RENEW', ctaLabel: 'Rinnova', ctaHref: '/upgrade' } } }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra codice: Coupon 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi utilizzare questo coupon?' });
    expect(within(dialog).getByRole('link', { name: 'Rinnova' })).toBeTruthy();
  });

  it("an allowed activation shows the code, and 'Copiato!' after copying", async () => {
    const user = userEvent.setup();
    renderHome(home());
    await user.click(await screen.findByRole('button', { name: 'Mostra codice: Coupon 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coupon 4' });
    expect(((await within(dialog).findByLabelText('Codice sconto')) as HTMLInputElement).value).toBe('MODA15AB');
    await user.click(within(dialog).getByRole('button', { name: 'Copia codice' }));
    expect(await within(dialog).findByText('Copiato!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('MODA15AB');
  });

  it("a direct offer ('o') goes to the redirect the activation hands out", async () => {
    const go = vi.spyOn(offerRedirect, 'go').mockImplementation(() => undefined);
    renderHome(home({ shopsFeaturedCoupons: [offer(8, { isDirect: true })] }), () => ({
      data: { activateOffer: { __typename: 'OfferActivation', offerId: '8', voucherCode: null, redirectUrl: 'http://upstream.test/topnegozi/vai/8' } },
    }));
    await userEvent.click(await screen.findByRole('button', { name: "Vai all'offerta: Coupon 8" }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://upstream.test/topnegozi/vai/8'));
    go.mockRestore();
  });
});
