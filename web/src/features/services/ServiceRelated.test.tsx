// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, viewerHandler, type OperationHandler } from '../../lib/test-graphql';
import { InsuranceDetailPage, LegalDetailPage, ServicesPage } from './ServicePage';

/**
 * Spec 3 §2 service pages: the detail pages' sidebar of related courses, modules and tools and their
 * loyalty banner; the legal and insurance hubs' related contents (library searches in the page's
 * context, spec 2 §9).
 */

function servicePage(over: Record<string, unknown> = {}) {
  const title = (over.title as string | undefined) ?? 'Lettera di diffida';
  return {
    __typename: 'ServicePage',
    path: 'legali/diffida',
    kind: 'DETAIL',
    section: 'LEGAL',
    title: 'Lettera di diffida',
    hero: { __typename: 'ServiceHero', title, body: null, imageUrl: null, ctas: [] },
    headerLinks: [],
    anchors: [],
    menuCtas: [],
    areasTitle: null,
    areas: [],
    detailCards: [],
    cardGroups: [],
    form: null,
    formWithheld: false,
    legalNotes: null,
    showsContactButtons: false,
    ...over,
  };
}

const content = (id: string, title: string, extra: Record<string, unknown> = {}) => ({ __typename: 'Content', id, title, link: `/risorse/${id}`, ...extra });
const course = (id: string, title: string) => ({ __typename: 'Course', id, slug: `corso-${id}`, title, credits: 4.5 });
const sidebar: OperationHandler = () => ({
  data: {
    courses: {
      __typename: 'ContentPage',
      items: [
        { __typename: 'Content', id: 'e1', course: course('7', 'Responsabilità professionale') },
        // Two training contents of the same course: the course is listed once.
        { __typename: 'Content', id: 'e2', course: course('7', 'Responsabilità professionale') },
        { __typename: 'Content', id: 'e3', course: null },
      ],
    },
    modules: { __typename: 'ContentPage', items: [content('m1', 'Modulo di diffida')] },
    tools: { __typename: 'ContentPage', items: [content('t1', 'Calcolo della prescrizione')] },
  },
});
const loyaltyBanner: OperationHandler = () => ({
  data: {
    banners: [
      {
        __typename: 'Banner',
        id: 'servizi-fedelta',
        title: 'Programma fedeltà',
        content: 'Accumuli punti.',
        imageUrl: null,
        theme: 'loyalty',
        layout: 2,
        background: 'darkblue',
        hasLoginCta: false,
        legalTextDesktop: null,
        legalTextMobile: null,
        badge: null,
        logo: null,
        ctas: [{ __typename: 'BannerCta', label: 'Scopri il programma', mobileLabel: null, link: '/programma-fedelta-premiati', target: null, variant: 'primary', icon: null, eventCode: 'WL100' }],
      },
    ],
  },
});

function render(page: React.ReactNode, path: string, url: string, handlers: Record<string, OperationHandler>) {
  return renderPage(page, { path, url, handlers: { Viewer: viewerHandler('PREMIUM'), ...handlers }, wrapper: ToastProvider });
}

afterEach(cleanup);

describe('legal and insurance detail pages (spec 3 §2)', () => {
  it('show the sidebar: courses of the context once each with their credits, modules and tools, 3 per list, in the legal context', async () => {
    const { sent } = render(<LegalDetailPage />, '/servizi/legali/:service', '/servizi/legali/diffida', {
      ServicePage: () => ({ data: { servicePage: servicePage() } }),
      ServiceSidebar: sidebar,
      PromoBanners: loyaltyBanner,
    });
    const aside = within(await screen.findByRole('complementary', { name: 'Corsi, moduli e tool correlati' }));
    expect(sent.find((s) => s.operationName === 'ServiceSidebar')!.variables).toEqual({ context: 'LEGAL_SERVICES', rows: 3 });
    const courses = aside.getAllByRole('link', { name: 'Responsabilità professionale' });
    expect(courses).toHaveLength(1);
    expect(courses[0]!.getAttribute('href')).toBe('/corsi-ecm-fad/corso-7');
    expect(aside.getByText('4,5 crediti ECM')).toBeTruthy();
    expect(aside.getByRole('heading', { name: 'Moduli' })).toBeTruthy();
    expect(aside.getByRole('link', { name: 'Modulo di diffida' }).getAttribute('href')).toBe('/risorse/m1');
    expect(aside.getByRole('link', { name: 'Calcolo della prescrizione' }).getAttribute('href')).toBe('/risorse/t1');
  });

  it('show the loyalty banner of the CMS placement servizi, its CTA tracked as WL100', async () => {
    const { sent } = render(<InsuranceDetailPage />, '/servizi/assicurativi/:service', '/servizi/assicurativi/consulenza', {
      ServicePage: () => ({ data: { servicePage: servicePage({ path: 'assicurativi/consulenza', section: 'INSURANCE', title: 'Consulenza assicurativa' }) } }),
      ServiceSidebar: sidebar,
      PromoBanners: loyaltyBanner,
    });
    const link = await screen.findByRole('link', { name: /Scopri il programma/ });
    expect(link.getAttribute('href')).toBe('/programma-fedelta-premiati');
    expect(link.getAttribute('data-tracking-code')).toBe('WL100');
    expect(sent.find((s) => s.operationName === 'PromoBanners')!.variables).toEqual({ placement: 'servizi' });
    expect(sent.find((s) => s.operationName === 'ServiceSidebar')!.variables).toEqual({ context: 'INSURANCE_SERVICES', rows: 3 });
  });

  it('a failing sidebar search is logged and left out; the page stands', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LegalDetailPage />, '/servizi/legali/:service', '/servizi/legali/diffida', {
      ServicePage: () => ({ data: { servicePage: servicePage() } }),
      ServiceSidebar: () => ({ data: { courses: null, modules: null, tools: null }, errors: [{ message: 'giù', path: ['courses'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      PromoBanners: loyaltyBanner,
    });
    await screen.findByRole('link', { name: /Scopri il programma/ });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Sidebar dei contenuti correlati non disponibile', expect.anything()));
    expect(screen.queryByRole('complementary', { name: 'Corsi, moduli e tool correlati' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lettera di diffida' })).toBeTruthy();
    logged.mockRestore();
  });

  it('partner pages under /servizi/convenzioni get neither sidebar nor loyalty banner', async () => {
    const { sent } = render(<ServicesPage />, '/servizi/*', '/servizi/convenzioni/sanitassicura', {
      ServicePage: () => ({ data: { servicePage: servicePage({ path: 'convenzioni/sanitassicura', kind: 'PARTNER', section: 'GENERAL', title: 'Sanitassicura' }) } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sanitassicura' });
    expect(sent.map((s) => s.operationName)).not.toContain('ServiceSidebar');
    expect(sent.map((s) => s.operationName)).not.toContain('PromoBanners');
  });
});

describe("the hubs' related contents (spec 3 §2, spec 2 §9)", () => {
  const results: OperationHandler = () => ({
    data: {
      contents: {
        __typename: 'ContentPage',
        items: [{ __typename: 'Content', id: '100123', title: 'La legge Gelli-Bianco', abstract: 'Cosa cambia.', imageUrl: null, publicationDate: '2025-03-04T10:00:00Z', contentTypeLabel: 'Articolo', category: { __typename: 'Category', label: 'Norme e diritto' } }],
      },
    },
  });

  it.each([
    ['legali', 'LEGAL', 'LEGAL_SERVICES'],
    ['assicurativi', 'INSURANCE', 'INSURANCE_SERVICES'],
  ])('/servizi/%s runs a library search in its context and links each result to its library item page', async (path, section, context) => {
    const { sent } = render(<ServicesPage />, '/servizi/*', `/servizi/${path}`, {
      ServicePage: () => ({ data: { servicePage: servicePage({ path, kind: 'HUB', section, title: 'Hub' }) } }),
      LibrarySearch: results,
    });
    const block = within(await screen.findByRole('region', { name: 'Contenuti correlati' }));
    expect(sent.find((s) => s.operationName === 'LibrarySearch')!.variables).toEqual({ input: { context } });
    expect((await block.findByRole('link', { name: 'La legge Gelli-Bianco' })).getAttribute('href')).toBe('/libreria/100123');
    expect(block.getByText('04/03/2025')).toBeTruthy();
  });

  it('the services home runs no library search', async () => {
    const { sent } = render(<ServicesPage />, '/servizi/*', '/servizi', {
      ServicePage: () => ({ data: { servicePage: servicePage({ path: '', kind: 'HOME', section: 'GENERAL', title: 'Servizi' }) } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Servizi' });
    expect(sent.map((s) => s.operationName)).not.toContain('LibrarySearch');
  });
});
