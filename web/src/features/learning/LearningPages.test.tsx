// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { EbookDetailPage } from './LearningDetailPage';
import { EbookListPage } from './LearningListPage';
import { VideoClipDetailPage } from './VideoClipDetailPage';
import { VideoClipsPage } from './VideoClipsPage';

const clip = (n: number) => ({
  __typename: 'VideoClip',
  id: `v${n}`,
  title: `Video ${n}`,
  description: `Descrizione ${n}`,
  imageUrl: null,
  slug: `video-${n}`,
});

/** 15 clips: a first page of 12 and a second of 3. */
const clips: OperationHandler = (variables) => {
  const second = variables.after === 'c12';
  const nodes = (second ? [13, 14, 15] : Array.from({ length: 12 }, (_, i) => i + 1)).map(clip);
  return {
    data: {
      videoClips: {
        __typename: 'VideoClipConnection',
        nodes,
        pageInfo: { __typename: 'VideoClipPageInfo', endCursor: second ? 'c15' : 'c12', hasNextPage: !second },
      },
    },
  };
};

const item = (n: number, courseId: string | null) => ({
  __typename: 'LearningItem',
  id: `ebook-${n}`,
  kind: 'EBOOK',
  title: `E-book ${n}`,
  series: ['Medicina', 'Legale'],
  credits: 5,
  abstract: 'Abstract',
  path: `/corsi-ecm-fad/ebook/ebook-${n}`,
  endDate: '2026-06-30',
  imageUrl: null,
  fileUrl: `/files/corsi/${courseId ?? 0}/ebook.pdf?t=tok`,
  courseId,
  course: courseId
    ? { __typename: 'Course', id: courseId, slug: 'corso-ebook', ebookParts: [], accessDecision: { __typename: 'CourseAccessDecision', outcome: 'OPEN', reason: null } }
    : null,
});

const latest: OperationHandler = () => ({ data: { ebooks: { __typename: 'LearningItemPage', items: [item(2, '7'), item(3, null), item(4, null)] } } });

afterEach(cleanup);

describe('video clips (spec 2 §2, §4, §9)', () => {
  it("shows the video of the month and loads 12 more with 'Mostra altri' until there are no more", async () => {
    const { sent } = renderPage(<VideoClipsPage />, {
      path: '/corsi-ecm-fad/videoclip',
      url: '/corsi-ecm-fad/videoclip',
      wrapper: ToastProvider,
      handlers: { VideoClips: clips, VideoOfTheMonth: () => ({ data: { videoOfTheMonth: clip(99) } }) },
    });
    const month = await screen.findByRole('region', { name: 'Il video del mese' });
    expect(within(month).getByRole('link', { name: 'Video 99' }).getAttribute('href')).toBe('/corsi-ecm-fad/videoclip/video-99');
    const all = await screen.findByRole('region', { name: 'Tutti i video clip' });
    await within(all).findByText('Video 12');
    expect(within(all).getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altri' }));
    await within(all).findByText('Video 15');
    expect(within(all).getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
    expect(sent.filter((o) => o.operationName === 'VideoClips').map((o) => o.variables)).toEqual([
      { first: 12, after: null },
      { first: 12, after: 'c12' },
    ]);
  });

  it("a failing clip list shows the danger toast 'Errore nel servizio /graphql/videoclip', not inline text (spec 2 §8)", async () => {
    renderPage(<VideoClipsPage />, {
      path: '/corsi-ecm-fad/videoclip',
      url: '/corsi-ecm-fad/videoclip',
      wrapper: ToastProvider,
      handlers: {
        VideoClips: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
        VideoOfTheMonth: () => ({ data: { videoOfTheMonth: clip(99) } }),
      },
    });
    await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Errore nel servizio /graphql/videoclip'));
    expect(screen.getByRole('region', { name: 'Tutti i video clip' }).textContent).not.toContain('Errore nel servizio');
    expect(await screen.findByRole('region', { name: 'Il video del mese' })).toBeTruthy();
  });

  it('the detail plays the clip in a modal that Escape closes', async () => {
    renderPage(<VideoClipDetailPage />, {
      path: '/corsi-ecm-fad/videoclip/:slug',
      url: '/corsi-ecm-fad/videoclip/video-1',
      handlers: {
        VideoClipDetail: () => ({
          data: {
            videoClipBySlug: {
              ...clip(1),
              videoUrl: 'https://fad.example/v1.mp4',
              course: { __typename: 'Course', id: '4', slug: 'corso-4', title: 'Corso 4' },
            },
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Guarda il video' }));
    const dialog = screen.getByRole('dialog', { name: 'Video 1' });
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('https://fad.example/v1.mp4');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.querySelector('video')).toBeNull());
    expect(screen.getByRole('link', { name: 'Vai al corso' }).getAttribute('href')).toBe('/corsi-ecm-fad/corso-4');
  });
});

describe('e-book area (spec 2 §2, §4, §9)', () => {
  it('lists the e-book of the month and the e-books, with the first series', async () => {
    renderPage(<EbookListPage />, {
      path: '/corsi-ecm-fad/ebook',
      url: '/corsi-ecm-fad/ebook',
      handlers: {
        LearningList: () => ({
          data: { ebooks: { __typename: 'LearningItemPage', total: 2, items: [item(1, '5'), item(2, null)] }, ebookOfTheMonth: item(1, '5') },
        }),
      },
    });
    const month = await screen.findByRole('region', { name: "L'e-book del mese" });
    expect(within(month).getByRole('link', { name: 'E-book 1' }).getAttribute('href')).toBe('/corsi-ecm-fad/ebook/ebook-1');
    expect(within(month).getByText('Medicina')).toBeTruthy();
    expect(within(month).queryByText('Legale')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('the detail offers the course and the download only when the e-book has a course id, and the latest 3', async () => {
    const { sent } = renderPage(<EbookDetailPage />, {
      path: '/corsi-ecm-fad/ebook/:slug',
      wrapper: ToastProvider,
      url: '/corsi-ecm-fad/ebook/ebook-1',
      handlers: { LearningDetail: () => ({ data: { learningItemBySlug: item(1, '5') } }), LatestLearningItems: latest },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-book 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al corso' }).getAttribute('href')).toBe('/corsi-ecm-fad/corso-ebook');
    expect(screen.getByRole('button', { name: "Scarica l'e-book" })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Gli ultimi e-book' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(sent.find((o) => o.operationName === 'LatestLearningItems')?.variables).toEqual({ ebooks: true, rows: 3, excludeId: 'ebook-1' });
  });

  describe('one file: the save-file click downloads it directly, as a blob (spec 2 §2, §7)', () => {
    const saved: { href: string; download: string }[] = [];
    const pdf = () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });
    function stubSaving(answer: () => Response) {
      const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
      vi.stubGlobal('fetch', fetchMock);
      URL.createObjectURL = vi.fn(() => 'blob:ebook');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.getAttribute('href')!, download: this.download });
      });
      return fetchMock;
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      saved.length = 0;
      window.dataLayer = [];
    });
    const renderSingle = () =>
      renderPage(<EbookDetailPage />, {
        path: '/corsi-ecm-fad/ebook/:slug',
        wrapper: ToastProvider,
        url: '/corsi-ecm-fad/ebook/ebook-1',
        handlers: { LearningDetail: () => ({ data: { learningItemBySlug: item(1, '5') } }), LatestLearningItems: latest },
      });

    it('fetches the portal link, saves the blob under the e-book slug, then pushes CF103; no modal', async () => {
      const fetchMock = stubSaving(pdf);
      window.dataLayer = [];
      renderSingle();
      fireEvent.click(await screen.findByRole('button', { name: "Scarica l'e-book" }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:ebook', download: 'ebook-1.pdf' }]));
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/files/corsi/5/ebook.pdf?t=tok']);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(window.dataLayer?.map((e) => (e as { code: string }).code)).toEqual(['CF103']);
    });

    it('a refused or failed file is not saved: the danger toast, no CF103', async () => {
      stubSaving(() => new Response(JSON.stringify({ message: 'File non trovato.' }), { status: 404, headers: { 'content-type': 'application/json' } }));
      window.dataLayer = [];
      renderSingle();
      fireEvent.click(await screen.findByRole('button', { name: "Scarica l'e-book" }));
      await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Qualcosa è andato storto, riprova.'));
      expect(saved).toEqual([]);
      expect(window.dataLayer).toEqual([]);
    });
  });

  it('several files (the e-book and its two parts): the save-file click opens the download modal listing the three portal links', async () => {
    const parts = [
      { __typename: 'CourseFileLink', label: 'Appendice: casi clinici commentati (PDF)', url: '/files/corsi/5/ebook-2.pdf?t=a' },
      { __typename: 'CourseFileLink', label: 'Schede di sintesi per la pratica (PDF)', url: '/files/corsi/5/ebook-3.pdf?t=b' },
    ];
    const three = { ...item(1, '5'), course: { ...item(1, '5').course!, ebookParts: parts } };
    renderPage(<EbookDetailPage />, {
      path: '/corsi-ecm-fad/ebook/:slug',
      wrapper: ToastProvider,
      url: '/corsi-ecm-fad/ebook/ebook-1',
      handlers: { LearningDetail: () => ({ data: { learningItemBySlug: three } }), LatestLearningItems: latest },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Scarica l'e-book" }));
    const dialog = screen.getByRole('dialog', { name: "Scarica i file dell'e-book" });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')])).toEqual([
      ['E-book: E-book 1 (PDF)', '/files/corsi/5/ebook.pdf?t=tok', true],
      ['Appendice: casi clinici commentati (PDF)', '/files/corsi/5/ebook-2.pdf?t=a', true],
      ['Schede di sintesi per la pratica (PDF)', '/files/corsi/5/ebook-3.pdf?t=b', true],
    ]);
    expect(links.map((a) => a.getAttribute('data-tracking-code'))).toEqual(['CF103', 'CF103', 'CF103']);
  });

  it('a viewer the course refuses gets no file link, and the save-file click opens the modal of the refusal', async () => {
    const refused = {
      ...item(1, '5'),
      fileUrl: null,
      course: { ...item(1, '5').course!, accessDecision: { __typename: 'CourseAccessDecision', outcome: 'UPGRADE', reason: 'LOGIN_REQUIRED' } },
    };
    renderPage(<EbookDetailPage />, {
      path: '/corsi-ecm-fad/ebook/:slug',
      wrapper: ToastProvider,
      url: '/corsi-ecm-fad/ebook/ebook-1',
      handlers: { LearningDetail: () => ({ data: { learningItemBySlug: refused } }), LatestLearningItems: latest },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Scarica l'e-book" }));
    const dialog = screen.getByRole('dialog', { name: "Vuoi avere accesso al servizio di Formazione ECM?" });
    expect(within(dialog).getByRole('link', { name: 'Accedi' })).toBeTruthy();
    expect(document.querySelector('a[download], a[href*="/files/"]')).toBeNull();
  });

  it('without a course id there are no actions; an unknown slug is not found', async () => {
    renderPage(<EbookDetailPage />, {
      path: '/corsi-ecm-fad/ebook/:slug',
      wrapper: ToastProvider,
      url: '/corsi-ecm-fad/ebook/ebook-3',
      handlers: { LearningDetail: () => ({ data: { learningItemBySlug: item(3, null) } }), LatestLearningItems: latest },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-book 3' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).toBeNull();
    expect(screen.queryByRole('link', { name: "Scarica l'e-book" })).toBeNull();
    cleanup();
    renderPage(<EbookDetailPage />, {
      path: '/corsi-ecm-fad/ebook/:slug',
      wrapper: ToastProvider,
      url: '/corsi-ecm-fad/ebook/nessuno',
      handlers: { LearningDetail: () => ({ data: { learningItemBySlug: null } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
  });
});
