// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { ArticlePage } from './ArticlePage';

const viewer: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'PREMIUM',
      flags: { __typename: 'SubscriptionFlags', isSuspect: false, isRegistered: false, isTrial: false, isPremium: true, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: true, isAPS: false },
      activeWalletCodes: [],
      headerButtons: [],
      profileMenu: [],
      topBarColour: 'blue',
      showsCreditsCounter: false,
      user: { __typename: 'User', id: '1000003', username: '1000003', name: 'Demo', surname: 'Premium' },
    },
  },
});

function article(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Content',
    id: '42',
    title: null,
    abstract: null,
    author: null,
    body: '<p>Intro</p><h2>Primo punto</h2><p>a</p><h2>Secondo punto</h2><p>b</p>',
    publicationDate: '2026-01-05T10:00:00Z',
    contentTypeLabel: 'Articolo',
    contentType: 'Articolo',
    imageUrl: null,
    series: null,
    isPremium: false,
    paywalled: false,
    isTraining: false,
    embeddedContent: 'https://player.example.org/v/1',
    link: '/news-approfondimenti/professione/x-42',
    userActions: ['Share'],
    allowedActions: [{ __typename: 'ContentActionDecision', action: 'SHARE', allowed: true, upsell: null, upsellTitle: null }],
    isFavourite: false,
    category: { __typename: 'Category', label: 'Professione', url: '/news-approfondimenti/professione' },
    topics: [{ __typename: 'Topic', title: 'Burnout', link: '/news-approfondimenti/argomenti/burnout' }],
    course: {
      __typename: 'Course',
      id: '7',
      slug: 'rischio-clinico',
      title: 'Rischio clinico',
      credits: 6,
      imageUrl: null,
      teachingModel: null,
      viewerStatus: { __typename: 'CourseViewerStatus', status: 1 },
    },
    related: [],
    readAlso: [],
    ...overrides,
  };
}

const PLANS_OPTION = {
  __typename: 'PaywallOption',
  id: 'articolo-piani',
  title: 'Contenuto riservato agli abbonati Premium',
  content: 'Abbonati a Premium per leggere l’articolo completo.',
  imageUrl: '/media/cms/banner/paywall-articolo.svg',
  cta: { __typename: 'PaywallCta', label: 'Scopri i piani', link: '/piani' },
  hasLoginCta: false,
};

function renderArticle(content: unknown, articlePaywall: unknown = null) {
  return renderPage(<ArticlePage />, {
    path: '/news-approfondimenti/:category/:slug',
    url: '/news-approfondimenti/professione/x-42',
    wrapper: ToastProvider,
    handlers: {
      Viewer: viewer,
      Article: (variables) => ({
        data: { contentBySlug: variables.path === '/news-approfondimenti/professione/x-42' ? content : null, viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', hasFiscalCode: true } }, articlePaywall, articleBanners: [] },
      }),
    },
  });
}

afterEach(cleanup);

describe('ArticlePage (spec 1 §2 article template)', () => {
  it("shows the fallbacks, the date, the 'Sommario', the frame, 'Di: …' and the course item", async () => {
    renderArticle(article());
    expect(await screen.findByRole('heading', { level: 1, name: 'Articolo senza titolo' })).toBeTruthy();
    expect(screen.getByText('Nessun estratto disponibile...')).toBeTruthy();
    expect(screen.getByText('05/01/2026')).toBeTruthy();
    expect(screen.getByText('Di: Autore sconosciuto')).toBeTruthy();
    const summary = screen.getByRole('navigation', { name: 'Sommario' });
    expect(within(summary).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#primo-punto', '#secondo-punto']);
    expect(document.getElementById('secondo-punto')?.tagName).toBe('H2');
    expect(screen.getByTitle('Contenuto multimediale: Articolo senza titolo').getAttribute('src')).toBe('https://player.example.org/v/1');
    expect(screen.getByRole('link', { name: 'Vai al corso' }).getAttribute('href')).toBe('/corsi-ecm-fad/rischio-clinico');
  });

  it('hides the summary with one heading and the course item for an expired course', async () => {
    renderArticle(article({ title: 'Un titolo', body: '<h2>Unico</h2>', course: { ...article().course, viewerStatus: { __typename: 'CourseViewerStatus', status: 4 } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Un titolo' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sommario' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).toBeNull();
  });

  it("shows the server's paywall option instead of the body, the summary, the frame and the course item when paywalled", async () => {
    renderArticle(article({ title: 'Premium', isPremium: true, paywalled: true, body: null, embeddedContent: null }), PLANS_OPTION);
    const paywall = await screen.findByRole('region', { name: 'Contenuto riservato agli abbonati Premium' });
    expect(within(paywall).getByText('Abbonati a Premium per leggere l’articolo completo.')).toBeTruthy();
    expect(within(paywall).getByRole('link', { name: 'Scopri i piani' }).getAttribute('href')).toBe('/piani');
    expect(screen.queryByRole('navigation', { name: 'Sommario' })).toBeNull();
    expect(screen.queryByTitle('Contenuto multimediale: Premium')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).toBeNull();
  });

  it('shows no paywall when the server says the article is not paywalled, even if premium', async () => {
    renderArticle(article({ title: 'Premium', isPremium: true }), PLANS_OPTION);
    expect(await screen.findByRole('navigation', { name: 'Sommario' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contenuto riservato agli abbonati Premium' })).toBeNull();
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderArticle(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });
});
