// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentCardFixture, planOffersHandler, renderPage, viewerHandler, type OperationHandler } from '../../lib/test-graphql';
import { knownTravelIcons } from './travelIcons';
import { TelemedicineContentsPage } from './TelemedicineContentsPage';
import { TelemedicinePage } from './TelemedicinePage';
import { TravelDetailPage } from './TravelDetailPage';
import { TravelListingPage } from './TravelListingPage';

afterEach(() => cleanup());

const offer = (n: number, destination = 'ESTERO', vacationType = 'MARE') => ({
  __typename: 'TravelOffer',
  path: `/servizi/convenzioni/business-class-viaggi/offerta-${n}`,
  title: `Offerta ${n}`,
  location: `Luogo ${n}`,
  destination,
  vacationType,
  extract: null,
  imageUrl: '/media/cms/viaggi/segnaposto.svg',
});

function renderTravel(url: string, handler: OperationHandler) {
  return renderPage(<TravelListingPage />, { path: '/servizi/convenzioni/business-class-viaggi', url, handlers: { TravelOffers: handler } });
}

describe('TravelListingPage (spec 3 §2, §4 travel filters)', () => {
  it("re-queries on each filter change, keeps the filters in the URL, shows 'Azzera filtri' only while one is active", async () => {
    const { sent } = renderTravel('/servizi/convenzioni/business-class-viaggi', () => ({ data: { travelOffers: [offer(1), offer(2, 'ITALIA')] } }));
    expect(await screen.findByText('2 offerte')).toBeTruthy();
    expect((screen.getByLabelText('Destinazione') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Ovunque');
    expect((screen.getByLabelText('Tipo di vacanza') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Ovunque');
    expect(screen.queryByRole('button', { name: 'Azzera filtri' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Destinazione'), { target: { value: 'italia' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/servizi/convenzioni/business-class-viaggi?destinazione=italia'));
    await waitFor(() => expect(sent.filter((s) => s.operationName === 'TravelOffers').at(-1)!.variables).toMatchObject({ destination: 'ITALIA', vacationType: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/servizi/convenzioni/business-class-viaggi'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Azzera filtri' })).toBeNull());
  });

  it('reads an unknown filter value in the URL as Ovunque', async () => {
    const { sent } = renderTravel('/servizi/convenzioni/business-class-viaggi?destinazione=marte&tipo=mare', () => ({ data: { travelOffers: [offer(1)] } }));
    await screen.findByText('1 offerta');
    expect(sent[0]!.variables).toMatchObject({ destination: null, vacationType: 'MARE' });
  });

  it('a failing search shows the message in the block; the page and its filters stay', async () => {
    renderTravel('/servizi/convenzioni/business-class-viaggi', () => ({ data: { travelOffers: null }, errors: [{ message: 'down', path: ['travelOffers'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare le offerte di viaggio. Riprova più tardi.');
    expect(screen.getByRole('heading', { level: 1, name: 'Business Class Viaggi' })).toBeTruthy();
    expect(screen.getByLabelText('Destinazione')).toBeTruthy();
  });
});

describe('travel icons (spec 3 §8 unknown icon name: logged, icon omitted)', () => {
  it('logs a name it does not know and omits its icon only: the entry stays with its value; one without a value goes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entries = knownTravelIcons([{ name: 'WIFI', value: null }, { name: 'TELETRASPORTO', value: 'Navetta inclusa' }, { name: 'UNKNOWN', value: null }]);
    expect(entries.map((i) => [i.glyph, i.value])).toEqual([
      ['📶', null],
      [null, 'Navetta inclusa'],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('the detail page shows an UNKNOWN entry without any icon, beside the known ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const path = '/servizi/convenzioni/business-class-viaggi/offerta-1';
    renderPage(<TravelDetailPage />, {
      path: '/servizi/convenzioni/business-class-viaggi/:slug',
      url: path,
      handlers: {
        TravelOffer: () => ({
          data: {
            travelOffer: {
              __typename: 'TravelOfferDetail',
              path,
              title: 'Offerta 1',
              location: 'Luogo 1',
              backgroundImageUrl: '/media/cms/viaggi/segnaposto.svg',
              icons: [
                { __typename: 'TravelIcon', name: 'NIGHTS', value: '7 notti' },
                { __typename: 'TravelIcon', name: 'UNKNOWN', value: 'Navetta inclusa' },
              ],
              description: null,
            },
          },
        }),
      },
    });
    await screen.findByText('Navetta inclusa');
    const unknown = document.querySelector('[data-icon="UNKNOWN"]') as HTMLElement;
    expect(unknown).not.toBeNull();
    expect(unknown.querySelector('.travel-icons__glyph')).toBeNull();
    expect(within(unknown).getByText('Navetta inclusa').tagName).toBe('DD');
    expect(document.querySelector('[data-icon="NIGHTS"] .travel-icons__glyph')?.textContent).toBe('🌙');
    expect(screen.getByText('7 notti')).toBeTruthy();
    warn.mockRestore();
  });
});

const access = (over: Record<string, unknown>) => ({
  __typename: 'TelemedicineAccess',
  hasAccess: false,
  reactivating: false,
  showAccessCta: false,
  showPremiumHero: false,
  serviceUrl: null,
  ...over,
});

function renderTelemedicine(telemedicineAccess: Record<string, unknown>, extra: Record<string, OperationHandler> = {}) {
  return renderPage(<TelemedicinePage />, {
    path: '/telemedicina',
    url: '/telemedicina',
    handlers: {
      ...extra,
      Telemedicine: () => ({
        data: { telemedicineAccess, latestContents: { __typename: 'ContentConnection', items: [1, 2, 3].map((n) => contentCardFixture(`c${n}`, `Contenuto ${n}`)) } },
      }),
    },
  });
}

describe('TelemedicinePage (spec 3 §4)', () => {
  it("Stato 2: 'Accedi al servizio' opens the 'Servizio in riattivazione' dialog instead of navigating", async () => {
    renderTelemedicine(access({ hasAccess: true, reactivating: true, showAccessCta: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi al servizio' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Servizio in riattivazione')).toBeTruthy();
    expect(within(dialog).getByText(/Riceverai una e-mail quando il servizio sarà di nuovo disponibile/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/telemedicina');
    expect(screen.queryByText('Il tuo servizio di Telemedicina è attivo')).toBeNull();
  });

  it('Stato 1: the premium hero and the CTA as a link to the service; the teaser shows 3 contents', async () => {
    renderTelemedicine(access({ hasAccess: true, showAccessCta: true, showPremiumHero: true, serviceUrl: 'https://telemedicina.netmed.it/accesso' }));
    expect((await screen.findByRole('link', { name: 'Accedi al servizio' })).getAttribute('href')).toBe('https://telemedicina.netmed.it/accesso');
    expect(screen.getByText('Il tuo servizio di Telemedicina è attivo')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Ultimi contenuti' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it("without access: no CTA; 'Passa a Premium' opens the upgrade modal asking about Telemedicina, with the plans and the trial link", async () => {
    const { sent } = renderTelemedicine(access({}), { Viewer: viewerHandler('REGISTRATO'), PlanOffers: planOffersHandler('ACTIVATE') });
    const upgrade = await screen.findByRole('button', { name: 'Passa a Premium' });
    expect(screen.queryByRole('button', { name: 'Accedi al servizio' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((o) => o.operationName === 'PlanOffers')).toBe(false);
    fireEvent.click(upgrade);
    const dialog = within(await screen.findByRole('dialog', { name: 'Vuoi avere accesso al servizio di Telemedicina?' }));
    expect(await dialog.findByText('12 rate da 10,90 €')).toBeTruthy();
    expect(dialog.getByText('Premium')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Attiva la prova gratuita di 7 giorni' }).getAttribute('href')).toBe('/attivazione-trial');
    expect(dialog.getByRole('link', { name: "Effettua l'upgrade" }).getAttribute('href')).toBe('/upgrade');
    expect(dialog.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('a visitor without access gets the same modal with Accedi and Registrati gratis, and no trial link when the server says so', async () => {
    renderTelemedicine(access({}), { Viewer: viewerHandler('SUSPECT'), PlanOffers: planOffersHandler('NOT_ELIGIBLE') });
    fireEvent.click(await screen.findByRole('button', { name: 'Passa a Premium' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Vuoi avere accesso al servizio di Telemedicina?' }));
    expect(await dialog.findByText('12 rate da 10,90 €')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login?redirectTo=%2Ftelemedicina');
    expect(dialog.getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
    expect(dialog.queryByRole('link', { name: 'Attiva la prova gratuita di 7 giorni' })).toBeNull();
  });
});

describe('TelemedicineContentsPage (spec 3 §4 paged lists, §9 9 per page)', () => {
  const page = (from: number, hasNext: boolean) => ({
    data: {
      latestContents: {
        __typename: 'ContentConnection',
        items: Array.from({ length: 9 }, (_, i) => contentCardFixture(`c${from + i}`, `Contenuto ${from + i}`)),
        endCursor: `cur${from + 9}`,
        hasNext,
      },
    },
  });

  it("'Mostra altri' loads the next cursor page, is disabled while loading and when there is no next page", async () => {
    let release: () => void = () => undefined;
    const { sent } = renderPage(<TelemedicineContentsPage />, {
      path: '/telemedicina/contenuti',
      url: '/telemedicina/contenuti',
      handlers: {
        TelemedicineContents: (variables) =>
          variables.after ? new Promise((resolve) => (release = () => resolve(page(9, false)))) : page(0, true),
      },
    });
    const list = await screen.findByRole('list', { name: 'Contenuti di Telemedicina' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    // The cards sit straight under the page's h1: their titles are h2 (heading order).
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(within(list).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    const more = screen.getByRole('button', { name: 'Mostra altri' }) as HTMLButtonElement;
    expect(more.disabled).toBe(false);
    fireEvent.click(more);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mostra altri' }) as HTMLButtonElement).disabled).toBe(true));
    expect(sent.at(-1)!.variables).toMatchObject({ first: 9, after: 'cur9' });
    release();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Contenuti di Telemedicina' })).getAllByRole('listitem')).toHaveLength(18));
    expect((screen.getByRole('button', { name: 'Mostra altri' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
