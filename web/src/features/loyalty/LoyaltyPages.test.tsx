// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { LoyaltyPage } from './LoyaltyPage';
import { ProfileLoyaltyPage } from './ProfileLoyaltyPage';

/**
 * A controllable IntersectionObserver. `inViewOnObserve` stands for a page still empty (its blocks not
 * yet loaded): whatever is observed is reported in view at once, as a real observer would.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  static inViewOnObserve = false;
  elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
    if (FakeIntersectionObserver.inViewOnObserve) queueMicrotask(() => this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  static scrollAllIntoView() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = [...observer.elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  FakeIntersectionObserver.inViewOnObserve = false;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const programme = {
  __typename: 'LoyaltyProgramme',
  howItWorks: { __typename: 'LoyaltyHowItWorks', title: 'Come funziona', steps: [{ __typename: 'LoyaltyStep', title: 'Passo 1', body: 'Testo' }], paragraph: null, cta: null },
  missions: [],
  points: { __typename: 'LoyaltyPoints', intro: null, regulationUrl: null, items: [] },
  brands: [],
  advantages: { __typename: 'LoyaltyAdvantages', title: 'I vantaggi', items: [] },
};
const pageAnswer = (): GraphQLResult => ({ data: { loyaltyState: 'NONE', loyaltyProgramme: programme } });
const rewards = (): GraphQLResult => ({
  data: { rewards: Array.from({ length: 4 }, (_, i) => ({ __typename: 'Reward', id: `r${i}`, title: `Premio ${i}`, category: 'Casa', points: 100 + i, imageUrl: null })) },
});
const teaserOps = (sent: { operationName: string }[]) => sent.filter((op) => op.operationName === 'RewardsTeaser');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('/programma-fedelta-premiati rewards teaser (spec 3 §4: fetched once, when first scrolled into view)', () => {
  it('is not loaded while the blocks above it are still loading (the page is short, so anything placed would be in view)', async () => {
    FakeIntersectionObserver.inViewOnObserve = true;
    let answer!: (r: GraphQLResult) => void;
    const { sent } = renderPage(<LoyaltyPage />, {
      path: '/programma-fedelta-premiati',
      url: '/programma-fedelta-premiati',
      wrapper: ToastProvider,
      handlers: { LoyaltyPage: () => new Promise<GraphQLResult>((resolve) => (answer = resolve)), RewardsTeaser: rewards },
    });
    await settle();
    expect(document.querySelector('[data-section="rewards-teaser"]')).toBeNull();
    expect(teaserOps(sent)).toHaveLength(0);
    // The blocks arrive and push the teaser far below the fold: it waits for the scroll.
    FakeIntersectionObserver.inViewOnObserve = false;
    await act(async () => answer(pageAnswer()));
    await screen.findByRole('heading', { name: 'Come funziona' });
    await waitFor(() => expect(document.querySelector('[data-section="rewards-teaser"]')).not.toBeNull());
    await settle();
    expect(teaserOps(sent)).toHaveLength(0);
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const teaser = await screen.findByRole('region', { name: 'Una selezione di premi pensata per i tuoi interessi' });
    await waitFor(() => expect(teaser.querySelectorAll('.reward-card:not(.reward-card--skeleton)')).toHaveLength(4));
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    expect(teaserOps(sent)).toHaveLength(1);
  });

  it("keeps the catalogue's danger toast when the teaser fails (spec 3 §8)", async () => {
    renderPage(<LoyaltyPage />, {
      path: '/programma-fedelta-premiati',
      url: '/programma-fedelta-premiati',
      wrapper: ToastProvider,
      handlers: {
        LoyaltyPage: pageAnswer,
        RewardsTeaser: () => ({ data: { rewards: null }, errors: [{ message: 'down', path: ['rewards'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/winloy/catalogue' } }] }),
      },
    });
    await waitFor(() => expect(document.querySelector('[data-section="rewards-teaser"]')).not.toBeNull());
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const toast = await screen.findByText('Errore nel servizio /winloy/catalogue');
    expect(toast.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
  });
});

function viewer(subscriptionType: string): OperationHandler {
  const member = subscriptionType !== 'SUSPECT';
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType,
        flags: { __typename: 'SubscriptionFlags', isSuspect: !member, isRegistered: false, isTrial: false, isPremium: member, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: member, isAPS: false },
        activeWalletCodes: [],
        headerButtons: [],
        profileMenu: [],
        topBarColour: 'blue',
        showsCreditsCounter: false,
        user: member ? { __typename: 'User', id: '1000003', username: '1000003', name: 'Francesca', surname: 'Romano' } : null,
      },
    },
  });
}

const frame: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'PREMIUM',
      profileSideMenu: [
        { __typename: 'ProfileSideMenuItem', id: 'overview', label: 'Panoramica', href: '/profilo', icon: 'HOME' },
        { __typename: 'ProfileSideMenuItem', id: 'loyalty', label: 'Programma Fedeltà', href: '/profilo/il-mio-programma-fedelta', icon: 'STAR' },
      ],
      profileBanner: null,
      profileActivationDate: '2024',
      user: { __typename: 'User', id: '1000003', username: '1000003' },
    },
  },
});

const balance: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      user: {
        __typename: 'User',
        id: '1000003',
        loyalty: {
          __typename: 'Loyalty',
          balance: 120,
          expiresOn: null,
          showsExpiry: false,
          lastTransactions: [{ __typename: 'LoyaltyTransaction', description: 'Corso completato', date: '2026-11-02', amount: 20, pointsLabel: '+20 Punti' }],
        },
      },
    },
  },
});

describe('/profilo/il-mio-programma-fedelta (spec 3 §2 Profile area)', () => {
  it('sends a visitor to the login page and back, like the other /profilo pages', async () => {
    const { sent } = renderPage(<ProfileLoyaltyPage />, {
      path: '/profilo/il-mio-programma-fedelta',
      url: '/profilo/il-mio-programma-fedelta',
      handlers: { Viewer: viewer('SUSPECT'), ProfileFrame: frame, LoyaltyBalance: balance },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirectTo=%2Fprofilo%2Fil-mio-programma-fedelta'));
    expect(sent.some((op) => op.operationName === 'LoyaltyBalance')).toBe(false);
  });

  it("sits in the profile frame (header, side menu), its 'Vedi tutti' on an existing page", async () => {
    renderPage(<ProfileLoyaltyPage />, {
      path: '/profilo/il-mio-programma-fedelta',
      url: '/profilo/il-mio-programma-fedelta',
      wrapper: ToastProvider,
      handlers: { Viewer: viewer('PREMIUM'), ProfileFrame: frame, LoyaltyBalance: balance },
    });
    expect(await screen.findByText('Profilo personale')).toBeTruthy();
    const menu = await screen.findByRole('navigation', { name: 'Menu del profilo' });
    expect(within(menu).getByRole('link', { name: 'Programma Fedeltà' }).getAttribute('href')).toBe('/profilo/il-mio-programma-fedelta');
    await screen.findByText('Corso completato');
    // Spec 3 §2: the full page of the member's loyalty programme; the old '/programma-fedelta-premiati#attivita' anchor did not exist.
    expect(screen.getByRole('link', { name: 'Vedi tutti' }).getAttribute('href')).toBe('/profilo/il-mio-programma-fedelta');
  });

  // Spec 3 §8 'Empty states': the programme off for this member is the server's refusal, said in the card; no service failed.
  it.each([
    ['an ex-premium member whose loyalty service is on Stato 0 or 2', 'EX_PREMIUM', 'Al momento il Programma fedeltà non è attivo.'],
    ['a trial member', 'TRIAL', 'Al momento il Programma fedeltà non è attivo.'],
    ['a registered member', 'REGISTRATO', 'Al momento il Programma fedeltà non è attivo.'],
    ['an ex-premium member past the points expiry', 'EX_PREMIUM', 'I tuoi punti sono scaduti.'],
  ])("%s opening it by address: the server's message, no balance and no false toast", async (_who, type, message) => {
    const refused: OperationHandler = () => ({
      data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', loyalty: null } } },
      errors: [{ message, path: ['viewer', 'user', 'loyalty'], extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' } }],
    });
    renderPage(<ProfileLoyaltyPage />, {
      path: '/profilo/il-mio-programma-fedelta',
      url: '/profilo/il-mio-programma-fedelta',
      wrapper: ToastProvider,
      handlers: { Viewer: viewer(type), ProfileFrame: frame, LoyaltyBalance: refused },
    });
    const card = await screen.findByRole('region', { name: 'Programma Fedeltà' });
    await within(card).findByText(message);
    await settle();
    expect(within(card).queryByText('Il mio saldo è:', { exact: false })).toBeNull();
    expect(within(card).queryByText('Non hai ancora attività.')).toBeNull();
    expect(screen.queryByText('Errore nel servizio /winloy/transactions')).toBeNull();
  });

  it("a failing activities service is still the danger toast 'Errore nel servizio /winloy/transactions' (spec 3 §8)", async () => {
    const down: OperationHandler = () => ({
      data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', loyalty: null } } },
      errors: [{ message: 'down', path: ['viewer', 'user', 'loyalty'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/winloy/transactions' } }],
    });
    renderPage(<ProfileLoyaltyPage />, {
      path: '/profilo/il-mio-programma-fedelta',
      url: '/profilo/il-mio-programma-fedelta',
      wrapper: ToastProvider,
      handlers: { Viewer: viewer('PREMIUM'), ProfileFrame: frame, LoyaltyBalance: down },
    });
    const toast = await screen.findByText('Errore nel servizio /winloy/transactions');
    expect(toast.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
  });
});
