// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResult, OperationHandler } from '../../lib/test-graphql';
import { layoutData, renderLayout, viewerData } from './layoutTestKit';

const visitor: Record<string, OperationHandler> = {
  Viewer: () => ({ data: viewerData('SUSPECT') }),
  AppLayout: () => ({ data: layoutData() }),
};

const location = () => screen.getByTestId('location').textContent;
const desktopHeader = () => document.querySelector('.site-header__desktop') as HTMLElement;
const mobileMenu = () => document.querySelector('.mobile-menu') as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no scrolling; ScrollRestoration and 'Torna su' call it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppLayout frame (spec 1 §2)', () => {
  it("starts with the skip link 'Vai al contenuto' pointing at the main content", async () => {
    renderLayout({ handlers: visitor });
    const skip = screen.getByRole('link', { name: 'Vai al contenuto' });
    expect(skip.getAttribute('href')).toBe('#contenuto');
    expect(document.querySelector('main#contenuto')).not.toBeNull();
  });

  it("shows a visitor 'Accedi' and 'Registrati gratis' and no profile menu (spec 1 §6)", async () => {
    renderLayout({ handlers: visitor });
    const header = within(desktopHeader());
    expect((await header.findByRole('link', { name: 'Accedi' })).getAttribute('href')).toBe('/login');
    expect(header.getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
    expect(header.queryByRole('button', { expanded: false })).toBeNull();
  });

  it("gives a member the header buttons the server chose and a profile menu with the member's name", async () => {
    renderLayout({ handlers: { ...visitor, Viewer: () => ({ data: viewerData('TRIAL') }) } });
    const header = within(desktopHeader());
    const plans = await header.findByRole('link', { name: 'Piani Premium' });
    expect(plans.className).toContain('btn--warning');
    const profile = header.getByRole('button', { name: 'Maria Bianchi' });
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(profile);
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    expect(header.getByRole('link', { name: 'Profilo personale' }).getAttribute('href')).toBe('/profilo');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(profile);
  });

  it('keeps the page usable when part of the layout query fails: the navigation is missing, the footer is there', async () => {
    renderLayout({
      handlers: {
        ...visitor,
        AppLayout: () => ({ data: layoutData({ navigation: null }), errors: [{ message: 'CMS down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      },
    });
    expect(await screen.findByText('Il club dei professionisti della salute.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Corsi ECM' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('top bar (spec 1 §2, §4)', () => {
  it('is coloured by the viewer and can be dismissed; the dismissal holds for the session', async () => {
    const first = renderLayout({ handlers: { ...visitor, Viewer: () => ({ data: viewerData('EX_PREMIUM', { topBarColour: 'danger' }) }) } });
    const message = await screen.findByText('Registrati gratis: news e servizi.');
    await waitFor(() => expect(message.closest('section')?.className).toContain('top-bar--danger'));
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByText('Registrati gratis: news e servizi.')).toBeNull();
    first.unmount();

    renderLayout({ handlers: visitor });
    expect(await screen.findByText('Il club dei professionisti della salute.')).toBeTruthy();
    expect(screen.queryByText('Registrati gratis: news e servizi.')).toBeNull();
  });

  it('shows the next message once one is dismissed', async () => {
    renderLayout({
      handlers: {
        ...visitor,
        AppLayout: () => ({ data: layoutData({ topBar: [{ id: 'a', message: 'Primo avviso' }, { id: 'b', message: 'Secondo avviso' }] }) }),
      },
    });
    await screen.findByText('Primo avviso');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.getByText('Secondo avviso')).toBeTruthy();
  });
});

describe('footer (spec 1 §2)', () => {
  it('has contacts, the toll-free number, named social links, privacy and cookie links, and a separator before fedelta links', async () => {
    renderLayout({ handlers: visitor });
    const footer = within(await screen.findByRole('contentinfo'));
    await footer.findByText('Club Salute S.r.l. – P.IVA 01234567890');
    expect(footer.getByRole('link', { name: /Numero verde 800 123 456/ }).getAttribute('href')).toBe('tel:800123456');
    expect(footer.getByRole('link', { name: 'assistenza@demo.club' }).getAttribute('href')).toBe('mailto:assistenza@demo.club');
    for (const name of ['Twitter', 'LinkedIn', 'Instagram', 'YouTube', 'Facebook']) expect(footer.getByRole('link', { name })).toBeTruthy();
    expect(footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(footer.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookie-policy');
    expect(footer.getByRole('link', { name: 'Programma fedeltà' }).closest('li')?.className).toContain('has-separator');
    expect(footer.getByRole('link', { name: 'Chi siamo' }).closest('li')?.className ?? '').not.toContain('has-separator');
  });
});

describe('partner logo (spec 1 §4 logo selection, §6, §8, §9)', () => {
  const premium = (layout: Record<string, unknown>, errors?: GraphQLResult['errors']) => ({
    ...visitor,
    Viewer: () => ({ data: viewerData('PREMIUM') }),
    AppLayout: () => ({ data: layout, ...(errors && { errors }) }),
  });
  const partnerImages = () => document.querySelectorAll('.site-header__partner-logo, .site-footer__partner-logo');

  it('shows the logo the server chose in the header, beside the club logo, and in the footer, with its alt text', async () => {
    renderLayout({ handlers: premium(layoutData({ partnerLogo: { name: 'Ordine dei Medici', imageUrl: '/media/partners/ordine-dei-medici.svg' } })) });
    const header = within(desktopHeader());
    const inHeader = await header.findByRole('img', { name: 'Ordine dei Medici' });
    expect(inHeader.getAttribute('src')).toBe('/media/partners/ordine-dei-medici.svg');
    expect(inHeader.closest('.site-header__brand')?.querySelector('.site-header__logo')).not.toBeNull();
    const inFooter = within(screen.getByRole('contentinfo')).getByRole('img', { name: 'Ordine dei Medici' });
    expect(inFooter.getAttribute('src')).toBe('/media/partners/ordine-dei-medici.svg');
    // An image, not a link: the logo names the member's convention and leads nowhere.
    expect(inHeader.closest('a')).toBeNull();
    expect(inFooter.closest('a')).toBeNull();
    expect(partnerImages()).toHaveLength(2);
  });

  it('shows none when the server sends none (no convention product)', async () => {
    renderLayout({ handlers: premium(layoutData({ partnerLogo: null })) });
    await screen.findByText('Il club dei professionisti della salute.');
    await within(desktopHeader()).findByRole('button', { name: 'Maria Bianchi' });
    expect(partnerImages()).toHaveLength(0);
  });

  it('hides the block when the logos fail to load, keeping the rest of the layout', async () => {
    renderLayout({
      handlers: premium(layoutData({ partnerLogo: null }), [{ message: 'Errore nel servizio /graphql/logos', path: ['viewer', 'user', 'partnerLogo'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]),
    });
    expect(await screen.findByText('Il club dei professionisti della salute.')).toBeTruthy();
    await within(desktopHeader()).findByRole('button', { name: 'Maria Bianchi' });
    expect(partnerImages()).toHaveLength(0);
  });
});

describe('special link markers (spec 1 §2)', () => {
  it("'#logout' asks 'Vuoi davvero uscire?'; 'Annulla' keeps the session, 'Esci' signs out, refetches the viewer and goes home", async () => {
    let signedIn = true;
    const { sent } = renderLayout({
      url: '/profilo',
      handlers: {
        ...visitor,
        Viewer: () => ({ data: viewerData(signedIn ? 'PREMIUM' : 'SUSPECT') }),
        Logout: () => {
          signedIn = false;
          return { data: { logout: true } };
        },
      },
    });
    const header = within(desktopHeader());
    fireEvent.click(await header.findByRole('button', { name: 'Maria Bianchi' }));
    fireEvent.click(header.getByRole('link', { name: 'Esci (Logout)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Vuoi davvero uscire?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((op) => op.operationName === 'Logout')).toBe(false);

    fireEvent.click(header.getByRole('link', { name: 'Esci (Logout)' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Vuoi davvero uscire?' })).getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await header.findByRole('link', { name: 'Accedi' })).toBeTruthy();
    expect(header.queryByRole('button', { name: 'Maria Bianchi' })).toBeNull();
    expect(sent.filter((op) => op.operationName === 'Logout')).toHaveLength(1);
  });

  it("'#phonecall' opens the call request with the toll-free number", async () => {
    renderLayout({ handlers: visitor });
    const nav = within(await screen.findByRole('navigation', { name: 'Menù principale' }));
    fireEvent.click(await nav.findByRole('button', { name: 'Servizi' }));
    fireEvent.click(nav.getByRole('link', { name: 'Chiamaci' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('link', { name: /800 123 456/ }).getAttribute('href')).toBe('tel:800123456');
  });

  it("'#modalproducts' opens the products modal with the plans and a link to /piani", async () => {
    const { sent } = renderLayout({
      handlers: {
        ...visitor,
        ProductsModal: () => ({
          data: {
            plans: [
              {
                __typename: 'Plan',
                id: 'p1',
                name: 'Premium',
                mostLiked: true,
                isCurrent: false,
                priceList: [
                  {
                    __typename: 'PriceListEntry',
                    installmentPlanId: '3',
                    installmentPlanName: 'Mensile',
                    installmentPlanNumber: 12,
                    instalmentPrice: { __typename: 'Money', cents: 990, currency: 'EUR' },
                    totalPrice: { __typename: 'Money', cents: 11880, currency: 'EUR' },
                    discountedPrice: null,
                  },
                ],
              },
            ],
          },
        }),
      },
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Menù principale' }));
    fireEvent.click(await nav.findByRole('button', { name: 'Servizi' }));
    // Plans load only when the modal opens.
    expect(sent.some((op) => op.operationName === 'ProductsModal')).toBe(false);
    fireEvent.click(nav.getByRole('link', { name: 'I piani' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('Premium')).toBeTruthy();
    expect(dialog.getByText('Il più scelto')).toBeTruthy();
    expect(dialog.getByText(/9,90\s€ al mese/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Scopri tutti i piani' }).getAttribute('href')).toBe('/piani');
  });

  it("'#__next' opens the target in a new window, without the marker", async () => {
    renderLayout({ handlers: visitor });
    const nav = within(await screen.findByRole('navigation', { name: 'Menù principale' }));
    fireEvent.click(await nav.findByRole('button', { name: 'Servizi' }));
    const partner = nav.getByRole('link', { name: /Partner/ });
    expect(partner.getAttribute('href')).toBe('https://partner.example/offerta');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');
  });
});

describe('desktop main navigation (spec 1 §2)', () => {
  it('opens a dropdown with its button, closes it with Escape and gives focus back', async () => {
    renderLayout({ handlers: visitor });
    const nav = within(await screen.findByRole('navigation', { name: 'Menù principale' }));
    const toggle = await nav.findByRole('button', { name: 'Sottomenù Corsi ECM' });
    expect(nav.getByRole('link', { name: 'Corsi ECM' }).getAttribute('href')).toBe('/corsi-ecm-fad');
    fireEvent.click(toggle);
    const ebook = nav.getByRole('link', { name: 'E-book' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(ebook, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('reveals the search box with its toggle; under two characters it shows the hint, Enter with two goes to /search', async () => {
    renderLayout({ handlers: visitor });
    const nav = within(await screen.findByRole('navigation', { name: 'Menù principale' }));
    fireEvent.click(nav.getByRole('button', { name: 'Cerca' }));
    const input = nav.getByPlaceholderText('Cosa stai cercando?');
    expect(nav.getByText('Digita almeno due caratteri per iniziare la ricerca.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/');
    fireEvent.change(input, { target: { value: 'ecg' } });
    expect(nav.queryByText('Digita almeno due caratteri per iniziare la ricerca.')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(location()).toBe('/search?s=ecg'));
  });
});

describe('mobile header (spec 1 §2 mobile layout, §4: 1 closed, 2 menu, 3 search)', () => {
  it("opens the menu, a sub-menu and a deeper one, with 'Torna al menù principale' and 'Torna indietro'", async () => {
    renderLayout({ handlers: visitor });
    const menuButton = screen.getByRole('button', { name: 'Menù' });
    await screen.findAllByRole('link', { name: 'Home' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = within(mobileMenu());
    expect(menu.getByRole('link', { name: 'Accedi' })).toBeTruthy();
    fireEvent.click(menu.getByRole('button', { name: 'Corsi ECM' }));
    expect(menu.getByRole('link', { name: 'E-book' })).toBeTruthy();
    fireEvent.click(menu.getByRole('button', { name: 'Formazione' }));
    expect(menu.getByRole('link', { name: 'Film Formazione' })).toBeTruthy();
    fireEvent.click(menu.getByRole('button', { name: 'Torna indietro' }));
    expect(menu.getByRole('link', { name: 'E-book' })).toBeTruthy();
    fireEvent.click(menu.getByRole('button', { name: 'Torna al menù principale' }));
    expect(menu.getByRole('link', { name: 'Home' })).toBeTruthy();
    fireEvent.click(menu.getByRole('link', { name: 'Home' }));
    expect(document.querySelector('.mobile-menu')).toBeNull();
  });

  it('switches between menu and search, and Escape closes with focus back on the opener', async () => {
    renderLayout({ handlers: visitor });
    const menuButton = screen.getByRole('button', { name: 'Menù' });
    const searchButton = document.querySelector('.mobile-header button[aria-label="Cerca"]') as HTMLButtonElement;
    fireEvent.click(menuButton);
    fireEvent.click(searchButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(searchButton.getAttribute('aria-expanded')).toBe('true');
    const input = document.querySelector('.mobile-header__search input') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(searchButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(searchButton);
  });
});

describe('floating controls (spec 1 §2, §6, §9)', () => {
  it("shows 'Torna su' only after 300 px of scroll; it scrolls to the top and moves focus there", async () => {
    renderLayout({ handlers: visitor });
    const scrollBy = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scrollBy(300);
    expect(screen.queryByRole('button', { name: 'Torna su' })).toBeNull();
    scrollBy(301);
    fireEvent.click(screen.getByRole('button', { name: 'Torna su' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.id).toBe('inizio-pagina');
    scrollBy(0);
    expect(screen.queryByRole('button', { name: 'Torna su' })).toBeNull();
  });

  it("shows the member's ECM credits when the server says the counter shows", async () => {
    renderLayout({
      handlers: {
        ...visitor,
        Viewer: () => ({ data: viewerData('PREMIUM', { showsCreditsCounter: true }) }),
        CreditsCounter: () => ({ data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', ecmBalance: 50 } } } }),
      },
    });
    // One in the sticky desktop navigation, one floating below lg (CSS shows one of them).
    const counters = await screen.findAllByRole('complementary', { name: 'Crediti ECM' });
    expect(counters).toHaveLength(2);
    for (const counter of counters) expect(counter.textContent).toContain('50 crediti');
    expect(within(screen.getByRole('navigation', { name: 'Menù principale' })).getByRole('complementary', { name: 'Crediti ECM' })).toBeTruthy();
  });

  it('asks nothing and shows no counter when the server says it does not show', async () => {
    const { sent } = renderLayout({ handlers: { ...visitor, Viewer: () => ({ data: viewerData('PREMIUM') }) } });
    await within(desktopHeader()).findByRole('button', { name: 'Maria Bianchi' });
    expect(screen.queryByRole('complementary', { name: 'Crediti ECM' })).toBeNull();
    expect(sent.some((op) => op.operationName === 'CreditsCounter')).toBe(false);
  });
});
