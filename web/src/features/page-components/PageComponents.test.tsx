// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { PageComponents } from './PageComponents';

const infoBoxes = (perRow: number, columns: number) => ({
  __typename: 'InfoBoxRow',
  id: 'boxes',
  title: 'Cosa trovi nel Club',
  perRow,
  columns,
  boxes: [
    { __typename: 'InfoBox', title: 'News', text: 'Le notizie.', icon: 'news', link: '/news-approfondimenti', linkLabel: 'Leggi le news' },
    { __typename: 'InfoBox', title: 'La tua privacy', text: null, icon: 'lucchetto-3d', link: '/informativa-privacy#__next', linkLabel: 'Leggi l’informativa' },
  ],
});
const grid = {
  __typename: 'ComponentGrid',
  id: 'grid',
  title: 'Servizi e tutele',
  maxPerRow: 2,
  columns: 6,
  items: [
    { __typename: 'GridItem', title: 'Servizi legali', text: 'Avvocati.', imageUrl: '/media/cms/banner/servizi-legali.svg', link: '/servizi/legali' },
    { __typename: 'GridItem', title: 'Telemedicina', text: null, imageUrl: null, link: null },
  ],
};
const downloadBanner = {
  __typename: 'DownloadBanner',
  id: 'download',
  title: 'Guida ai Moduli',
  content: 'Come compilarli.',
  imageUrl: null,
  ctaLabel: 'Scarica la guida',
  fileUrl: '/media/documenti/guida-moduli.pdf',
  fileName: 'guida-moduli.pdf',
};

function renderComponents(components: unknown[], url = '/chi-siamo', handlers: Record<string, OperationHandler> = {}) {
  return renderPage(<PageComponents placement="chi-siamo" />, {
    path: url,
    url,
    wrapper: ToastProvider,
    handlers: { PageComponents: () => ({ data: { pageComponents: components } }), ...handlers },
  });
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('info boxes (spec 1 §9 columns, §8 unknown icon, §2 #__next)', () => {
  it("lays the boxes on 12 / 'Per Row' columns, draws known icons, logs and leaves out an unknown one, and opens a '#__next' link in a new window", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent } = renderComponents([infoBoxes(3, 4)]);
    const section = within((await screen.findByRole('heading', { name: 'Cosa trovi nel Club' })).closest('section')!);
    expect(sent.find((op) => op.operationName === 'PageComponents')?.variables).toEqual({ placement: 'chi-siamo' });
    expect(section.getByRole('list').getAttribute('style')).toContain('--cms-columns: 4');
    const [news, privacy] = section.getAllByRole('listitem');
    expect(news!.querySelector('[data-icon="news"]')).not.toBeNull();
    expect(privacy!.querySelector('.info-box__icon')).toBeNull();
    expect(warn).toHaveBeenCalledWith("Icona sconosciuta 'lucchetto-3d' in un info box: omessa.");
    const external = within(privacy!).getByRole('link', { name: /Leggi l’informativa/ });
    expect(external.getAttribute('href')).toBe('/informativa-privacy');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.textContent).toContain('(si apre in una nuova finestra)');
    expect(within(news!).getByRole('link', { name: 'Leggi le news' }).getAttribute('target')).toBeNull();
  });
});

describe('grids (spec 1 §9, spec 2 §9 Max per Row)', () => {
  it('lays the cards on the columns the server gives, a card with a link is a link by its title', async () => {
    renderComponents([grid]);
    const section = within((await screen.findByRole('heading', { name: 'Servizi e tutele' })).closest('section')!);
    expect(section.getByRole('list').getAttribute('style')).toContain('--cms-columns: 6');
    expect(section.getByRole('link', { name: 'Servizi legali' }).getAttribute('href')).toBe('/servizi/legali');
    expect(section.getByRole('heading', { name: 'Telemedicina' })).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Telemedicina' })).toBeNull();
  });
});

describe('download banners (spec 1 §7, §9 NA106 / RS124 / CF102)', () => {
  function stubDownload(response: Response) {
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return { fetchMock, saved };
  }

  it.each([
    ['/chi-siamo', 'NA106'],
    ['/risorse', 'RS124'],
    ['/corsi-ecm-fad', 'CF102'],
  ])('on %s: fetches the file, saves it under the name from the link, then pushes %s', async (url, code) => {
    const { fetchMock, saved } = stubDownload(new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    renderComponents([downloadBanner], url);
    const button = await screen.findByRole('button', { name: /Scarica la guida/ });
    expect(button.getAttribute('data-tracking-code')).toBe(code);
    expect(button.getAttribute('data-tracking-when')).toBe('done');
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['guida-moduli.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/media/documenti/guida-moduli.pdf', expect.anything());
    await waitFor(() => expect((window.dataLayer as { code: string }[]).map((e) => e.code)).toEqual([code]));
  });

  it('a failed download saves nothing, pushes nothing and shows the service-named toast', async () => {
    const { saved } = stubDownload(new Response('no', { status: 404 }));
    renderComponents([downloadBanner]);
    fireEvent.click(await screen.findByRole('button', { name: /Scarica la guida/ }));
    await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Errore nel servizio /media/documenti/guida-moduli.pdf'));
    expect(saved).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('the list', () => {
  it('draws nothing for an empty list or a failing CMS, and leaves out the sections only the home places', async () => {
    const { sent } = renderComponents([{ __typename: 'PageSection', id: 's', name: 'MOST_READ', title: null, contentTypes: [], magazines: [] }, grid]);
    await screen.findByRole('heading', { name: 'Servizi e tutele' });
    expect(sent.map((op) => op.operationName)).toEqual(['PageComponents']);
    cleanup();
    renderComponents([], '/chi-siamo', { PageComponents: () => ({ data: { pageComponents: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    await waitFor(() => expect(document.querySelector('[data-section="Componenti chi-siamo"]')?.className ?? '').not.toContain('reserved'));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
