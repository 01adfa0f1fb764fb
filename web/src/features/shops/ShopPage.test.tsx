// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult } from '../../lib/test-graphql';
import { offerRedirect } from './offers';
import { ShopPage, shopReturnPath } from './ShopPage';

// Spec 3 §2 shop page query parameters: returnUrl (our reading: a 'Torna indietro' link to a portal path).

const shop: GraphQLResult = {
  data: {
    shop: { __typename: 'Shop', id: '7', name: 'Moda Più', logoUrl: '/media/topnegozi/loghi/negozio-7.svg', category: 'Moda', description: null, offers: [] },
  },
};

function renderShop(query: string) {
  return renderPage(<ShopPage />, {
    path: '/servizi/convenzioni/negozi/:shopId',
    url: `/servizi/convenzioni/negozi/7${query}`,
    wrapper: ToastProvider,
    handlers: { ShopPage: () => shop },
  });
}

afterEach(cleanup);

describe('shop page returnUrl', () => {
  it('accepts only the portal’s own paths', () => {
    expect(shopReturnPath('/servizi/convenzioni/negozi/categorie?categoria=3')).toBe('/servizi/convenzioni/negozi/categorie?categoria=3');
    expect(shopReturnPath('/')).toBe('/');
    for (const bad of [null, '', '   ', 'https://evil.example/', 'HTTP://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'servizi', '/\tservizi']) {
      expect(shopReturnPath(bad)).toBeNull();
    }
  });

  it("a portal path shows 'Torna indietro', which leads back to it", async () => {
    const user = userEvent.setup();
    renderShop(`?returnUrl=${encodeURIComponent('/servizi/convenzioni/negozi/categorie?categoria=3')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda Più' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Torna indietro' });
    expect(back.getAttribute('href')).toBe('/servizi/convenzioni/negozi/categorie?categoria=3');
    await user.click(back);
    expect(screen.getByTestId('location').textContent).toBe('/servizi/convenzioni/negozi/categorie?categoria=3');
  });

  it('another site, or no returnUrl, shows no back link', async () => {
    renderShop(`?returnUrl=${encodeURIComponent('https://evil.example/')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda Più' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Torna indietro' })).toBeNull();
    cleanup();
    renderShop('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda Più' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Torna indietro' })).toBeNull();
  });
});

describe('shop page ocode (spec 3 §4 Shop offer: when ocode matches an offer, a popup opens)', () => {
  const noOffer = (): GraphQLResult => ({ data: { offer: null } });
  const otherShopsOffer = (): GraphQLResult => ({
    data: {
      offer: {
        __typename: 'Offer', id: '55', shopId: '8', shopName: 'Altro', shopLogoUrl: null, title: 'Sconto altrove', description: null, isDirect: false, badgeType: null, badgeName: null,
        reducedPriceValue: null, reducedPriceSymbol: null, endDateText: null, expired: false, canActivate: true, paywall: null,
      },
    },
  });
  it.each([
    ['matches no offer', noOffer],
    ["is another shop's offer", otherShopsOffer],
  ])('an ocode that %s shows the shop without the popup, not the not-found page', async (_what, offer) => {
    renderPage(<ShopPage />, {
      path: '/servizi/convenzioni/negozi/:shopId',
      url: '/servizi/convenzioni/negozi/7?ocode=99999999',
      wrapper: ToastProvider,
      handlers: { ShopPage: () => shop, ShopOffer: offer },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda Più' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByRole('heading', { level: 1, name: 'Moda Più' })).toBeTruthy();
    expect(screen.queryByText('Pagina non trovata')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("shop page ocode of a direct offer (spec 3 §4: the ocode opens the offer's popup)", () => {
  const direct = (): GraphQLResult => ({
    data: {
      offer: {
        __typename: 'Offer', id: '3047', shopId: '7', shopName: 'Moda Più', shopLogoUrl: null, title: 'Saldi fino al 50%', description: 'Sul sito del negozio', isDirect: true, badgeType: null, badgeName: null,
        reducedPriceValue: null, reducedPriceSymbol: null, endDateText: 'Scade tra 5 giorni', expired: false, canActivate: true, paywall: null,
      },
    },
  });

  it("opens the popup on load instead of leaving for the partner; 'Vai all'offerta' then goes there", async () => {
    const go = vi.spyOn(offerRedirect, 'go').mockImplementation(() => {});
    const activate = vi.fn(() => ({ data: { activateOffer: { __typename: 'OfferActivation', offerId: '3047', voucherCode: null, redirectUrl: 'https://partner.example/saldi' } } }));
    const user = userEvent.setup();
    renderPage(<ShopPage />, {
      path: '/servizi/convenzioni/negozi/:shopId',
      url: '/servizi/convenzioni/negozi/7?ocode=3047',
      wrapper: ToastProvider,
      handlers: { ShopPage: () => shop, ShopOffer: direct, ActivateOffer: activate },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Saldi fino al 50%' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(go).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: "Vai all'offerta" }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://partner.example/saldi'));
    go.mockRestore();
  });
});
