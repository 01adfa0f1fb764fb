// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { HomePage } from './HomePage';

/** A controllable IntersectionObserver: tests decide when an element scrolls into view. */
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

const viewer = (subscriptionType: string) => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType,
      flags: { __typename: 'SubscriptionFlags', isSuspect: subscriptionType === 'SUSPECT', isRegistered: false, isTrial: false, isPremium: false, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: false, isAPS: false },
      activeWalletCodes: [],
      headerButtons: [],
      profileMenu: [],
      topBarColour: 'blue',
      showsCreditsCounter: false,
      user: null,
    },
  },
});

const banners: OperationHandler = () => ({
  data: {
    banners: [
      {
        __typename: 'Banner',
        id: 'home-hero',
        title: 'Il club dei professionisti sanitari',
        content: 'Tutto in un unico posto.',
        imageUrl: null,
        layout: 1,
        background: 'darkblue',
        theme: 'hero',
        hasLoginCta: true,
        legalTextDesktop: null,
        legalTextMobile: null,
        ctas: [{ __typename: 'BannerCta', label: 'Registrati gratis', mobileLabel: null, link: '/registrazione', target: null, variant: 'primary', icon: null }],
      },
    ],
  },
});

const content = (i: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Content',
  id: `c${i}`,
  title: `Notizia ${i}`,
  abstract: `Estratto ${i}`,
  link: `/news/notizia-${i}`,
  imageUrl: null,
  publicationDate: `2026-03-0${i}`,
  contentTypeLabel: 'News',
  category: { __typename: 'Category', label: 'Medicina' },
  ...overrides,
});

const news: OperationHandler = () => ({
  data: {
    contents: {
      __typename: 'ContentPage',
      items: [content(1, { title: null }), content(2, { abstract: null }), content(3, { abstract: 'x'.repeat(200) }), content(4), content(5), content(6)],
    },
  },
});

const courses: OperationHandler = () => ({
  data: { courseCatalogue: { __typename: 'CoursePage', total: 1, items: [{ __typename: 'Course', id: 'k1', slug: 'rischio-clinico', title: 'Rischio clinico', credits: 6 }] } },
});

const favouriteCategories: OperationHandler = () => ({
  data: { favouriteCategories: null, newsCategories: [{ __typename: 'Category', label: 'Medicina e salute' }, { __typename: 'Category', label: 'Fisco e Tasse' }] },
});
const favouriteNews: OperationHandler = (variables) => ({
  data: { contents: { __typename: 'ContentPage', items: [content(7, { title: `Per te: ${JSON.stringify(variables.categories)}`, id: `fav-${JSON.stringify(variables.categories)}` })] } },
});
const latestTools: OperationHandler = () => ({
  data: { latestContents: { __typename: 'ContentConnection', items: [content(8, { title: 'Calcolo BMI', contentTypeLabel: 'Tool' })] } },
});
const newsCarousel: OperationHandler = (variables) => ({
  data: { contents: { __typename: 'ContentPage', items: [content(9, { id: `car-${String(variables.contentTypes)}`, title: `Carosello ${String(variables.contentTypes)}` })] } },
});
const magazine: OperationHandler = (variables) => ({
  data: {
    magazinePosts: {
      __typename: 'MagazinePosts',
      magazine: { __typename: 'Magazine', id: String(variables.magazine), name: `Rivista ${String(variables.magazine)}`, url: 'https://example.org' },
      categories: [
        {
          __typename: 'MagazinePostCategory',
          posts: Array.from({ length: 9 }, (_, n) => ({ __typename: 'MagazinePost', id: `p-${String(variables.magazine)}-${n}`, title: `Post ${String(variables.magazine)} ${n}`, excerpt: null, date: '2026-02-01', link: `https://example.org/p${n}`, imageUrl: null })),
        },
      ],
    },
  },
});
const mostRead: OperationHandler = () => ({
  data: { mostRead: [{ __typename: 'Content', id: 'm1', title: 'Il più letto', link: '/news-approfondimenti/x/il-piu-letto-1', contentTypeLabel: 'Articolo' }] },
});

const professionals: OperationHandler = () => ({
  data: {
    latestProfessionals: [1, 2, 3, 4].map((n) => ({
      __typename: 'ProfessionalCard',
      id: `p${n}`,
      firstName: 'Giulia',
      lastName: `Rossi ${n}`,
      city: 'Milano',
      province: 'MI',
      profession: { __typename: 'Profession', description: 'Medico' },
      professionDetail: null,
      specializations: [{ __typename: 'Specialization', name: 'Cardiologia' }],
    })),
  },
});

/** The server's course blocks (fad `courseOffer`). */
const courseOffer = (showsHomeTeaser: boolean): OperationHandler => () => ({
  data: { courseOffer: { __typename: 'CourseOffer', showsHomeTeaser, catalogueBlock: null, showsTrainingAreaLink: true } },
});

function renderHome(handlers: Record<string, OperationHandler>) {
  return renderPage(<HomePage />, {
    path: '/',
    url: '/',
    wrapper: ToastProvider,
    handlers: {
      Viewer: viewer('SUSPECT'),
      HomeBanners: banners,
      HomeLatestNews: news,
      HomeCoursesTeaser: courses,
      CourseOffer: courseOffer(true),
      HomeFavouriteNewsCategories: favouriteCategories,
      HomeFavouriteNews: favouriteNews,
      HomeLatestTools: latestTools,
      HomeNewsCarousel: newsCarousel,
      HomeMagazineTeaser: magazine,
      HomeMostRead: mostRead,
      HomeLatestProfessionals: professionals,
      ...handlers,
    },
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage (spec 2 §2 home sections)', () => {
  it('loads each section only once it is first scrolled into view, and only once (the hero, at the top, with the page)', async () => {
    const { sent } = renderHome({});
    // The reads before scrolling: the hero's banners (always in the first view, the page's largest
    // paint), and whether the viewer is a loyalty member, which decides whether the rewards teaser's
    // section exists at all (its rewards still wait for the scroll, HomeRewardsTeaser.test).
    expect(sent.map((op) => op.operationName).filter((name) => name.startsWith('Home')).sort()).toEqual(['HomeBanners', 'HomeLoyaltyState']);
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByText('Notizia 2');
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const homeOperations = sent.map((op) => op.operationName).filter((name) => name.startsWith('Home'));
    expect(homeOperations.sort()).toEqual([
      'HomeBanners',
      'HomeCoursesTeaser',
      'HomeFavouriteNews',
      'HomeFavouriteNewsCategories',
      'HomeLatestNews',
      'HomeLatestProfessionals',
      'HomeLatestTools',
      'HomeLoyaltyState',
      'HomeMagazineTeaser',
      'HomeMagazineTeaser',
      'HomeMostRead',
      'HomeNewsCarousel',
      'HomeNewsCarousel',
    ]);
  });

  it("filters 'Le news per te' by the chosen category chip, 'Tutte' first", async () => {
    const { sent } = renderHome({});
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const section = within((await screen.findByRole('heading', { name: 'Le news per te' })).closest('section')!);
    expect(await section.findByText('Per te: null')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Tutte' }).getAttribute('aria-pressed')).toBe('true');
    act(() => section.getByRole('button', { name: 'Fisco e Tasse' }).click());
    expect(await section.findByText('Per te: ["Fisco e Tasse"]')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Fisco e Tasse' }).getAttribute('aria-pressed')).toBe('true');
    expect(sent.filter((op) => op.operationName === 'HomeFavouriteNews').map((op) => op.variables.categories)).toEqual([null, ['Fisco e Tasse']]);
  });

  it('shows latest tools, the news carousels, magazine teasers and the most read; a failing most-read block fails alone', async () => {
    renderHome({ HomeMostRead: () => ({ data: { mostRead: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    expect(await screen.findByRole('link', { name: 'Calcolo BMI' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Carosello Articolo' })).toBeTruthy();
    // Spec 2 §9 magazine teasers: 8 posts, the first featured.
    const teaser = within((await screen.findByRole('link', { name: 'Post QuotidianoSanita 0' })).closest('section')!);
    expect(teaser.getByRole('heading', { level: 4, name: 'Post QuotidianoSanita 0' })).toBeTruthy();
    expect(teaser.getAllByRole('link', { name: /^Post QuotidianoSanita/ })).toHaveLength(8);
    expect(await screen.findByText('Non è stato possibile caricare i contenuti più letti.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ultimi Tool e calcolatori' })).toBeTruthy();
  });

  it("shows 'I nuovi Professionisti entrati nel network' with 4 cards and 'Vedi tutti'; hides it when the cards fail", async () => {
    renderHome({});
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const section = within((await screen.findByRole('heading', { name: 'I nuovi Professionisti entrati nel network' })).closest('section')!);
    expect(section.getAllByRole('article')).toHaveLength(4);
    expect(section.getByRole('link', { name: 'Vedi tutti' }).getAttribute('href')).toBe('/professionisti-sanitari');
    cleanup();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome({ HomeLatestProfessionals: () => ({ data: { latestProfessionals: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByRole('link', { name: 'Calcolo BMI' });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Errore del servizio durante la richiesta della section con i Professionisti Sanitari.', expect.anything()));
    expect(screen.queryByRole('heading', { name: 'I nuovi Professionisti entrati nel network' })).toBeNull();
    logged.mockRestore();
  });

  it("shows 'Ultime News e Approfondimenti' cards with category, dd/MM/yyyy date and the spec's fallbacks", async () => {
    renderHome({});
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const section = within((await screen.findByRole('heading', { name: 'Ultime News e Approfondimenti' })).closest('section')!);
    const cards = await section.findAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByRole('link', { name: 'Articolo senza titolo' }).getAttribute('href')).toBe('/news/notizia-1');
    expect(within(cards[1]!).getByText('Nessun estratto disponibile...')).toBeTruthy();
    expect(within(cards[2]!).getByText(`${'x'.repeat(150)}...`)).toBeTruthy();
    expect(within(cards[3]!).getByText('04/03/2026')).toBeTruthy();
    expect(within(cards[3]!).getByText('Medicina')).toBeTruthy();
  });

  it('a failing section shows a short message while the rest of the page works', async () => {
    renderHome({ HomeLatestNews: () => ({ data: { contents: null }, errors: [{ message: 'search down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    expect(await screen.findByText('Non è stato possibile caricare le ultime news. Riprova più tardi.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Il club dei professionisti sanitari' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al catalogo dei corsi' }).getAttribute('href')).toBe('/corsi-ecm-fad');
    expect(await screen.findByRole('link', { name: 'Rischio clinico' })).toBeTruthy();
  });

  it("a failing latest-tools call shows the service-named toast 'Errore nel servizio /graphql/latest-contents' (spec 2 §8)", async () => {
    renderHome({ HomeLatestTools: () => ({ data: { latestContents: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Errore nel servizio /graphql/latest-contents'));
  });

  it("the 'Corsi ECM' teaser still leads to the catalogue when the catalogue fails", async () => {
    renderHome({ HomeCoursesTeaser: () => ({ data: { courseCatalogue: null }, errors: [{ message: 'fad down' }] }) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByText('Notizia 2');
    expect(screen.getByRole('heading', { name: 'Corsi ECM' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al catalogo dei corsi' }).getAttribute('href')).toBe('/corsi-ecm-fad');
  });

  it("no 'Corsi ECM' teaser when the server says so (premium without the ecm wallet, spec 2 §6), and no catalogue call", async () => {
    const { sent } = renderHome({ CourseOffer: courseOffer(false) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByText('Notizia 2');
    await waitFor(() => expect(sent.map((op) => op.operationName)).toContain('CourseOffer'));
    expect(screen.queryByRole('heading', { name: 'Corsi ECM' })).toBeNull();
    expect(sent.map((op) => op.operationName)).not.toContain('HomeCoursesTeaser');
  });

  it("a banner with a login CTA offers visitors 'Hai già un account? Accedi' (spec 1 §6)", async () => {
    renderHome({});
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByRole('heading', { name: 'Il club dei professionisti sanitari' });
    expect(screen.getByText(/Hai già un account\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
  });

  it('members do not get the login prompt on the same banner', async () => {
    renderHome({ Viewer: viewer('REGISTRATO') });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    await screen.findByRole('heading', { name: 'Il club dei professionisti sanitari' });
    await screen.findByText('Notizia 2');
    expect(screen.queryByText(/Hai già un account\?/)).toBeNull();
  });
});

describe('HomePage from the CMS list of the home components (spec 1 §1, §3)', () => {
  const section = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ __typename: 'PageSection', id, name, title: null, contentTypes: [], magazines: [], ...extra });
  const list = (components: unknown[]): OperationHandler => () => ({ data: { pageComponents: components } });

  it('asks for the list with the page, beside the hero banners: the hero does not wait for it', async () => {
    const { sent } = renderHome({ PageComponents: () => new Promise(() => {}) });
    expect(sent.filter((op) => op.operationName === 'PageComponents').map((op) => op.variables)).toEqual([{ placement: 'home' }]);
    expect(sent.map((op) => op.operationName)).toContain('HomeBanners');
    // The list never answers, and the hero is there all the same.
    expect(await screen.findByRole('heading', { name: 'Il club dei professionisti sanitari' })).toBeTruthy();
  });

  it('shows the sections the list places, in its order, with the CMS titles and content types; the others are not there', async () => {
    const { sent } = renderHome({
      PageComponents: list([
        section('home-hero', 'HERO_BANNERS'),
        section('home-podcast', 'NEWS_CAROUSEL', { title: 'Solo podcast', contentTypes: ['Podcast'] }),
        {
          __typename: 'InfoBoxRow',
          id: 'home-boxes',
          title: 'Perché il Club',
          perRow: 2,
          columns: 6,
          boxes: [
            { __typename: 'InfoBox', title: 'Formazione', text: 'Corsi ECM', icon: 'corsi', link: '/corsi-ecm-fad', linkLabel: null },
            { __typename: 'InfoBox', title: 'Tutele', text: null, icon: null, link: null, linkLabel: null },
          ],
        },
        section('home-most-read', 'MOST_READ'),
      ]),
    });
    // The list's sections take their places, then come into view.
    await waitFor(() => expect([...document.querySelectorAll('[data-section]')].map((e) => e.getAttribute('data-section'))).toContain('Solo podcast'));
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const podcast = await screen.findByRole('heading', { name: 'Solo podcast' });
    const boxes = await screen.findByRole('heading', { name: 'Perché il Club' });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    const mostRead = await screen.findByRole('link', { name: 'Il più letto' });
    // Document order: the carousel, then the info boxes, then the most read.
    expect(podcast.compareDocumentPosition(boxes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(boxes.compareDocumentPosition(mostRead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(boxes.closest('section')!).getByRole('link', { name: 'Scopri di più' }).getAttribute('href')).toBe('/corsi-ecm-fad');
    expect(sent.filter((op) => op.operationName === 'HomeNewsCarousel').map((op) => op.variables.contentTypes)).toEqual([['Podcast']]);
    expect(screen.queryByRole('heading', { name: 'Ultime News e Approfondimenti' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'I nuovi Professionisti entrati nel network' })).toBeNull();
    expect(sent.map((op) => op.operationName)).not.toContain('HomeLatestNews');
  });

  it('keeps the usual sections when the CMS cannot give the list', async () => {
    renderHome({ PageComponents: () => ({ data: { pageComponents: null }, errors: [{ message: 'cms down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    act(() => FakeIntersectionObserver.scrollAllIntoView());
    expect(await screen.findByRole('heading', { name: 'Ultime News e Approfondimenti' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Approfondimenti' })).toBeTruthy();
  });
});
