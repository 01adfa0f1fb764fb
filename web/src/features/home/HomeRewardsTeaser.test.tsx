// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { HomePage } from './HomePage';

/** A controllable IntersectionObserver: the test decides when the sections scroll into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
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

const rewards = () => ({
  data: {
    rewards: Array.from({ length: 4 }, (_, i) => ({ __typename: 'Reward', id: `r${i}`, title: `Premio ${i}`, category: 'Casa', points: 100 + i, imageUrl: null })),
  },
});

// Only the operations of this teaser are answered: the home's other sections fail alone, as designed.
function renderHome(loyaltyState: 'MEMBER' | 'NONE' | 'ALTERNATIVE', teaser: OperationHandler = rewards) {
  return renderPage(<HomePage />, {
    path: '/',
    url: '/',
    wrapper: ToastProvider,
    handlers: { HomeLoyaltyState: () => ({ data: { loyaltyState } }), RewardsTeaser: teaser },
  });
}

const teaserHeading = 'Una selezione di premi pensata per i tuoi interessi';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home rewards teaser (spec 3 §2 Rewards teaser)', () => {
  it('for a loyalty member: the home layout, its rewards fetched once and only when scrolled into view', async () => {
    const { sent } = renderHome('MEMBER');
    await waitFor(() => expect(document.querySelector('[data-section="Premi del programma fedeltà"]')).not.toBeNull());
    expect(sent.filter((op) => op.operationName === 'RewardsTeaser')).toHaveLength(0);
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const teaser = await screen.findByRole('region', { name: teaserHeading });
    expect(teaser.classList.contains('rewards-teaser--home')).toBe(true);
    await waitFor(() => expect(teaser.querySelectorAll('.reward-card:not(.reward-card--skeleton)')).toHaveLength(4));
    expect(screen.getByRole('link', { name: 'Vai al catalogo' }).getAttribute('href')).toBe('/prodotti');
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    expect(sent.filter((op) => op.operationName === 'RewardsTeaser')).toHaveLength(1);
  });

  it.each(['NONE', 'ALTERNATIVE'] as const)('not for loyaltyState %s', async (state) => {
    const { sent } = renderHome(state);
    await waitFor(() => expect(sent.some((op) => op.operationName === 'HomeLoyaltyState')).toBe(true));
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: teaserHeading })).toBeNull();
    expect(sent.filter((op) => op.operationName === 'RewardsTeaser')).toHaveLength(0);
  });

  it("a failing teaser shows the catalogue's danger toast (spec 3 §8 'Catalogue failure')", async () => {
    renderHome('MEMBER', () => ({ data: { rewards: null }, errors: [{ message: 'down', path: ['rewards'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/winloy/catalogue' } }] }));
    await waitFor(() => expect(document.querySelector('[data-section="Premi del programma fedeltà"]')).not.toBeNull());
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByRole('region', { name: teaserHeading });
    const toast = await screen.findByText('Errore nel servizio /winloy/catalogue');
    expect(toast.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
  });
});
