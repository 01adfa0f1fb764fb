// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { planOffersHandler, renderPage, viewerHandler, type OperationHandler } from '../../lib/test-graphql';
import { ConventionPartnerPage, LegalDetailPage, ServicesPage } from './ServicePage';
import { anchorId } from './servicePaths';

const cta = (label: string, link: string) => ({ __typename: 'BannerCta', label, mobileLabel: null, link, target: null, variant: 'primary', icon: null, eventCode: null });
const card = (id: string, title: string) => ({ __typename: 'ServiceCard', id, title, body: `${title}.`, href: `/servizi/${id}`, cta: 'Scopri di più' });

function servicePage(over: Record<string, unknown> = {}) {
  return {
    __typename: 'ServicePage',
    path: 'legali/diffida',
    kind: 'DETAIL',
    section: 'LEGAL',
    title: 'Lettera di diffida',
    hero: { __typename: 'ServiceHero', title: 'Lettera di diffida', body: 'Fino a 3 lettere di diffida.', imageUrl: null, ctas: [cta('Prova gratis', '/upgrade')] },
    headerLinks: [],
    anchors: [
      { __typename: 'ServiceAnchor', label: 'Come funziona', href: '#Come-funziona' },
      { __typename: 'ServiceAnchor', label: 'Richiedi informazioni', href: '#servizi-legali-form' },
    ],
    menuCtas: [cta('Chiamaci', '#phonecall')],
    areasTitle: null,
    areas: [],
    detailCards: [{ __typename: 'ServiceDetailCard', title: 'Come funziona', body: 'Così.', anchorId: 'Come-funziona' }],
    cardGroups: [{ __typename: 'ServiceCardGroup', key: 'other-services', title: 'Altri servizi', anchorId: 'Altri-servizi', moreLink: null, cards: [card('parere', 'Parere legale')] }],
    form: { __typename: 'ServiceForm', formType: 'lettera-diffida', formCampaign: null, formTitle: 'Richiedi una lettera di diffida', formContent: null, formId: 'servizi-legali-form' },
    formWithheld: false,
    legalNotes: 'Note legali del servizio.',
    showsContactButtons: true,
    ...over,
  };
}

function render(page: React.ReactNode, path: string, url: string, handlers: Record<string, OperationHandler>) {
  return renderPage(page, { path, url, handlers, wrapper: ToastProvider });
}

afterEach(cleanup);

describe('service detail pages (spec 3 §2)', () => {
  it('show hero, the lead form with the page form type, detail cards, other services, the menu CTAs and the legal notes served', async () => {
    const { sent } = render(<LegalDetailPage />, '/servizi/legali/:service', '/servizi/legali/diffida', { ServicePage: () => ({ data: { servicePage: servicePage() } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lettera di diffida' })).toBeTruthy();
    expect(sent[0]!.variables).toEqual({ path: 'legali/diffida' });
    const form = document.getElementById('servizi-legali-form')!;
    expect(form.getAttribute('data-lead-form')).toBe('lettera-diffida');
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe('Richiedi una lettera di diffida');
    expect(screen.getByRole('heading', { level: 2, name: 'Come funziona' }).id).toBe('Come-funziona');
    expect(screen.getByRole('link', { name: 'Chiamaci' }).getAttribute('href')).toMatch(/#phonecall$/);
    expect(screen.getByText('Note legali del servizio.')).toBeTruthy();
    expect(within(document.getElementById('Altri-servizi')!).getByRole('heading', { name: 'Parere legale' })).toBeTruthy();
  });

  it('draw no call button nor legal notes when the server sends none (premium)', async () => {
    render(<LegalDetailPage />, '/servizi/legali/:service', '/servizi/legali/diffida', {
      ServicePage: () => ({ data: { servicePage: servicePage({ menuCtas: [], legalNotes: null, showsContactButtons: false }) } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Lettera di diffida' });
    expect(screen.queryByRole('link', { name: 'Chiamaci' })).toBeNull();
    expect(screen.queryByText('Note legali del servizio.')).toBeNull();
  });

  it('an unknown route name shows the not-found page without asking the server', async () => {
    const { sent } = render(<LegalDetailPage />, '/servizi/legali/:service', '/servizi/legali/xyz', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a page the server does not know shows the not-found page', async () => {
    render(<ConventionPartnerPage />, '/servizi/convenzioni/:partner', '/servizi/convenzioni/foo-and-partners', { ServicePage: () => ({ data: { servicePage: null } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });

  it('a failing page service shows its message, not the not-found page', async () => {
    render(<LegalDetailPage />, '/servizi/legali/:service', '/servizi/legali/diffida', {
      ServicePage: () => ({ data: { servicePage: null }, errors: [{ message: 'x', path: ['servicePage'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).toBeNull();
  });
});

describe('hubs (spec 3 §2)', () => {
  const hub = servicePage({
    path: 'assicurativi',
    kind: 'HUB',
    section: 'INSURANCE',
    title: 'Servizi assicurativi',
    anchors: [
      { __typename: 'ServiceAnchor', label: 'I servizi assicurativi', href: '#servizi' },
      { __typename: 'ServiceAnchor', label: 'Parla con un consulente', href: '#servizi-assicurativi-form' },
    ],
    areasTitle: 'Le aree assicurative',
    areas: ['Vita', 'Viaggi'].map((title) => ({ __typename: 'ServiceArea', title, icon: null })),
    detailCards: [],
    cardGroups: [{ __typename: 'ServiceCardGroup', key: 'insurance-services', title: 'I servizi assicurativi', anchorId: 'servizi', moreLink: null, cards: [] }],
    form: { __typename: 'ServiceForm', formType: 'pronto-assicuratore', formCampaign: 'prass_arc', formTitle: 'Parla con un consulente assicurativo', formContent: null, formId: 'servizi-assicurativi-form' },
    legalNotes: null,
    menuCtas: [],
  });

  it('anchors move focus to their sections', async () => {
    render(<ServicesPage />, '/servizi/assicurativi', '/servizi/assicurativi', { ServicePage: () => ({ data: { servicePage: hub } }) });
    const nav = await screen.findByRole('navigation', { name: 'In questa pagina' });
    act(() => void fireEvent.click(within(nav).getByRole('link', { name: 'Parla con un consulente' })));
    expect(document.activeElement?.id).toBe('servizi-assicurativi-form');
    act(() => void fireEvent.click(within(nav).getByRole('link', { name: 'I servizi assicurativi' })));
    expect(document.activeElement?.id).toBe('servizi');
    expect(screen.getByText(/riservati agli abbonati Trial e Premium/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Le aree assicurative' })).toBeTruthy();
    expect(document.getElementById('servizi-assicurativi-form')!.getAttribute('data-lead-form')).toBe('pronto-assicuratore');
  });

  it("a withheld legal consultation form shows the invitation at the form anchor; 'Scopri i piani' opens the upgrade modal for the consultation", async () => {
    render(<ServicesPage />, '/servizi/legali', '/servizi/legali', {
      ServicePage: () => ({ data: { servicePage: servicePage({ path: 'legali', kind: 'HUB', title: 'Servizi legali', form: null, formWithheld: true, anchors: [], cardGroups: [], detailCards: [] }) } }),
      Viewer: viewerHandler('TRIAL'),
      PlanOffers: planOffersHandler('NOT_ELIGIBLE'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Lettera di diffida' });
    const section = document.getElementById('servizi-legali-form')!;
    expect(section.getAttribute('data-lead-form')).toBeNull();
    expect(within(section).queryByRole('link', { name: 'Scopri i piani' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Scopri i piani' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Vuoi avere accesso al servizio di consulenza legale?' }));
    expect(await dialog.findByText('12 rate da 10,90 €')).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'Attiva la prova gratuita di 7 giorni' })).toBeNull();
    expect(dialog.getByRole('link', { name: "Effettua l'upgrade" }).getAttribute('href')).toBe('/upgrade');
  });
});

describe('services home (spec 3 §2)', () => {
  it('portfolio and legal protection cards with Vedi tutti', async () => {
    const home = servicePage({
      path: '',
      kind: 'HOME',
      section: 'GENERAL',
      title: 'Servizi',
      cardGroups: [
        { __typename: 'ServiceCardGroup', key: 'portfolio', title: 'I servizi del tuo abbonamento', anchorId: null, moreLink: null, cards: [card('ecm', 'Formazione ECM')] },
        { __typename: 'ServiceCardGroup', key: 'legal-protection', title: 'Tutela legale e assicurativa', anchorId: null, moreLink: '/servizi/legali', cards: [card('diffida', 'Lettera di diffida')] },
      ],
    });
    render(<ServicesPage />, '/servizi', '/servizi', { ServicePage: () => ({ data: { servicePage: home } }) });
    expect(await screen.findByRole('heading', { name: 'Formazione ECM' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi tutti: Tutela legale e assicurativa' }).getAttribute('href')).toBe('/servizi/legali');
  });
});

describe('anchor ids (spec 3 §9)', () => {
  it('replace whitespace with hyphens', () => {
    expect(anchorId(' Le aree  del diritto ')).toBe('Le-aree-del-diritto');
  });
});
