// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { contentCardFixture, renderPage, type OperationHandler } from '../../lib/test-graphql';
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

const card = contentCardFixture;

const LOGOS = [{ __typename: 'PartnerLogo', name: 'Partner Uno', imageUrl: '/media/partners/uno.svg', url: 'https://partner.example.org' }];
const FAILURE = { message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } };

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
    courseId: null,
    allowedActions: [{ __typename: 'ContentActionDecision', action: 'SHARE', allowed: true, upsell: null, upsellTitle: null }],
    isFavourite: false,
    category: { __typename: 'Category', label: 'Professione', url: '/news-approfondimenti/professione' },
    topics: [{ __typename: 'Topic', title: 'Burnout', link: '/news-approfondimenti/argomenti/burnout' }],
    hasTopics: true,
    relatedComponents: ['SUGGESTED_CONTENT', 'RELATED_CONTENT', 'LATEST_CONTENT'],
    hasContinueReading: true,
    course: {
      __typename: 'Course',
      id: '7',
      slug: 'rischio-clinico',
      title: 'Rischio clinico',
      credits: 6,
      imageUrl: null,
      previewPdfUrl: null,
      series: null,
      teachingModel: null,
      viewerStatus: { __typename: 'CourseViewerStatus', status: 'ACTIVE', started: true },
    },
    related: [card('r1', 'Correlato uno')],
    readAlso: [card('l1', 'Da leggere uno')],
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

function renderArticle(content: unknown, articlePaywall: unknown = null, extra: Record<string, OperationHandler> = {}) {
  return renderPage(<ArticlePage />, {
    path: '/news-approfondimenti/:category/:slug',
    url: '/news-approfondimenti/professione/x-42',
    wrapper: ToastProvider,
    handlers: {
      Viewer: viewer,
      Article: (variables) => ({
        data: { contentBySlug: variables.path === '/news-approfondimenti/professione/x-42' ? content : null, viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', hasFiscalCode: true } }, articlePaywall },
      }),
      SuggestedContents: () => ({ data: { suggestedContents: [card('s1', 'Suggerito uno'), card('s2', 'Suggerito due'), card('s3', 'Suggerito tre')] } }),
      ArticleLatestContents: () => ({ data: { latestContents: { __typename: 'ContentConnection', items: [card('42', 'Questo articolo'), card('n1', 'Nuovo uno'), card('n2', 'Nuovo due'), card('n3', 'Nuovo tre')] } } }),
      PartnerLogos: () => ({ data: { partnerLogos: LOGOS } }),
      PromoBanners: () => ({ data: { banners: [] } }),
      ...extra,
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
    // Spec 1 §9: the article view is tracked (NA102).
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ code: 'NA102', contentId: '42' }));
    const summary = screen.getByRole('navigation', { name: 'Sommario' });
    expect(within(summary).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#primo-punto', '#secondo-punto']);
    expect(document.getElementById('secondo-punto')?.tagName).toBe('H2');
    expect(screen.getByTitle('Contenuto multimediale: Articolo senza titolo').getAttribute('src')).toBe('https://player.example.org/v/1');
    // Status 1, started: the card's start button and the spec 1 §9 course text.
    const item = screen.getByRole('complementary', { name: 'Corso ECM collegato' });
    expect(within(item).getByRole('button', { name: 'Continua il corso: Rischio clinico' })).toBeTruthy();
    expect(within(item).getByText('Continua il Corso e ottieni i crediti ECM')).toBeTruthy();
  });

  it('hides the summary with one heading and the course item for an expired course', async () => {
    renderArticle(article({ title: 'Un titolo', body: '<h2>Unico</h2>', course: { ...article().course, viewerStatus: { __typename: 'CourseViewerStatus', status: 'EXPIRED' } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Un titolo' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sommario' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Corso ECM collegato' })).toBeNull();
  });

  it("shows the server's paywall option instead of the body, the summary, the frame and the course item when paywalled", async () => {
    renderArticle(article({ title: 'Premium', isPremium: true, paywalled: true, body: null, embeddedContent: null }), PLANS_OPTION);
    const paywall = await screen.findByRole('region', { name: 'Contenuto riservato agli abbonati Premium' });
    expect(within(paywall).getByText('Abbonati a Premium per leggere l’articolo completo.')).toBeTruthy();
    expect(within(paywall).getByRole('link', { name: 'Scopri i piani' }).getAttribute('href')).toBe('/piani');
    expect(screen.queryByRole('navigation', { name: 'Sommario' })).toBeNull();
    expect(screen.queryByTitle('Contenuto multimediale: Premium')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Corso ECM collegato' })).toBeNull();
  });

  it('shows no paywall when the server says the article is not paywalled, even if premium', async () => {
    renderArticle(article({ title: 'Premium', isPremium: true }), PLANS_OPTION);
    expect(await screen.findByRole('navigation', { name: 'Sommario' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contenuto riservato agli abbonati Premium' })).toBeNull();
  });

  it("offers 'Rivedi il corso' and the certificate for a passed course, and hides the item when its status failed to load", async () => {
    renderArticle(article({ title: 'Superato', course: { ...article().course, viewerStatus: { __typename: 'CourseViewerStatus', status: 'PASSED', started: true } } }));
    const item = await screen.findByRole('complementary', { name: 'Corso ECM collegato' });
    expect(within(item).getByRole('button', { name: 'Rivedi il corso: Rischio clinico' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Scarica il certificato: Rischio clinico' })).toBeTruthy();
    cleanup();
    const failedStatus: OperationHandler = () => ({
      data: { contentBySlug: article({ title: 'Stato non disponibile', course: { ...article().course, viewerStatus: null } }), viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', hasFiscalCode: true } }, articlePaywall: null },
      errors: [{ message: 'down', path: ['contentBySlug', 'course', 'viewerStatus'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    renderArticle(null, null, { Article: failedStatus });
    await screen.findByRole('heading', { level: 1, name: 'Stato non disponibile' });
    expect(screen.queryByRole('complementary', { name: 'Corso ECM collegato' })).toBeNull();
    expect(screen.getByText('Di: Autore sconosciuto')).toBeTruthy();
  });

  it('says the article could not be loaded when the cms fails, and not-found only for a missing one', async () => {
    const viewerPart = { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', hasFiscalCode: true } }, articlePaywall: null };
    const cmsDown: OperationHandler = () => ({
      data: { contentBySlug: null, ...viewerPart },
      errors: [{ message: 'Servizio temporaneamente non disponibile.', path: ['contentBySlug'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    renderArticle(null, null, { Article: cmsDown });
    expect(await screen.findByText("Non è stato possibile caricare l'articolo. Riprova più tardi.")).toBeTruthy();
    cleanup();
    const missing: OperationHandler = () => ({ data: { contentBySlug: null, ...viewerPart } });
    renderArticle(null, null, { Article: missing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.queryByText("Non è stato possibile caricare l'articolo. Riprova più tardi.")).toBeNull();
  });

  it('shows the sidebar blocks the CMS lists, in its order: suggested (3, grouping 1), related, latest without the article itself', async () => {
    const { sent } = renderArticle(article({ title: 'Con sidebar' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Approfondimenti' });
    await within(sidebar).findByRole('link', { name: 'Nuovo tre' });
    expect(within(sidebar).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Contenuti suggeriti', 'Approfondimenti correlati', 'Ultimi contenuti']);
    expect(within(sidebar).getAllByRole('article')).toHaveLength(7);
    expect(within(sidebar).queryByRole('link', { name: 'Questo articolo' })).toBeNull();
    expect(sent.find((op) => op.operationName === 'SuggestedContents')!.variables).toEqual({ category: 'Professione', excludeIds: ['42'], limit: 3, groupingLimit: 1 });
    expect(screen.getByRole('heading', { name: 'Argomenti' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Leggi anche' })).toBeTruthy();
  });

  it('leaves out what the CMS turns off: topics (hasTopics), Leggi anche (hasContinueReading) and the sidebar (no relatedComponents)', async () => {
    const { sent } = renderArticle(article({ title: 'Spoglio', hasTopics: false, hasContinueReading: false, relatedComponents: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Spoglio' });
    expect(screen.queryByRole('heading', { name: 'Argomenti' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Leggi anche' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Approfondimenti' })).toBeNull();
    expect(sent.some((op) => op.operationName === 'SuggestedContents' || op.operationName === 'ArticleLatestContents')).toBe(false);
  });

  it('shows the partner logos, and hides only their block when they fail to load', async () => {
    renderArticle(article({ title: 'Con loghi' }));
    const logos = await screen.findByRole('region', { name: 'I nostri partner' });
    expect(within(logos).getByRole('img', { name: 'Partner Uno' }).getAttribute('src')).toBe('/media/partners/uno.svg');
    cleanup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArticle(article({ title: 'Senza loghi' }), null, { PartnerLogos: () => ({ data: { partnerLogos: null }, errors: [FAILURE] }) });
    await screen.findByRole('heading', { level: 1, name: 'Senza loghi' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Partner logos failed to load', expect.anything()));
    expect(screen.queryByRole('region', { name: 'I nostri partner' })).toBeNull();
    expect(screen.getByText('Di: Autore sconosciuto')).toBeTruthy();
    error.mockRestore();
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderArticle(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });
});
