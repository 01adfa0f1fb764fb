// @vitest-environment jsdom
import { useQuery } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentActions } from '../../components/content/ContentActions';
import { ACTION_FAILURE_MESSAGE } from '../../components/content/useFavouriteToggle';
import { ToastProvider } from '../../components/ui/Toast';
import { graphql } from '../../gql';
import { renderPage, viewerHandler, type OperationHandler } from '../../lib/test-graphql';
import { installClickTracking } from '../../lib/tracking';
import { useLinkedEbookDownload } from './useLinkedEbookDownload';

const EbookArticleHarness = graphql(`
  query LinkedEbookHarness($id: ID!) {
    content(id: $id) {
      id
      ...ContentActions_content
    }
  }
`);

/** An E-book article's action bar, as the article page wires it. */
function Harness() {
  const { data } = useQuery(EbookArticleHarness, { variables: { id: '9' } });
  const ebook = useLinkedEbookDownload(data?.content ? '12' : null);
  if (!data?.content) return null;
  return (
    <>
      <ContentActions content={data.content} linkedDownload={ebook.download} />
      {ebook.modals}
    </>
  );
}

const ebookArticle = (courseId: string | null, downloadAllowed = true) => () => ({
  data: {
    content: {
      __typename: 'Content',
      id: '9',
      contentType: 'EBook',
      title: "L'e-book del corso",
      link: '/news-approfondimenti/corsi-e-formazione/ebook-9',
      userActions: ['Share', 'Download'],
      courseId,
      allowedActions: ['FAVOURITE', 'PRINT', 'DOWNLOAD', 'SHARE'].map((action) => ({
        __typename: 'ContentActionDecision',
        action,
        allowed: action !== 'DOWNLOAD' || downloadAllowed,
        upsell: action === 'DOWNLOAD' && !downloadAllowed ? 'REGISTER_FREE' : null,
        upsellTitle: action === 'DOWNLOAD' && !downloadAllowed ? 'Registrati gratis per scaricare questo contenuto' : null,
      })),
      isFavourite: null,
    },
  },
});

const course = (ebookUrl: string | null, outcome = 'OPEN', reason: string | null = null) => () => ({
  data: { course: { __typename: 'Course', id: '12', slug: 'corso-ebook-12', ebookUrl, accessDecision: { __typename: 'CourseAccessDecision', outcome, reason } } },
});


function render(handlers: Record<string, OperationHandler>) {
  return renderPage(<Harness />, { path: '/a', url: '/a', handlers: { Viewer: viewerHandler('PREMIUM'), ...handlers }, wrapper: ToastProvider });
}

describe("an E-book article's 'Scarica' saves the linked course's e-book (spec 1 §9 NA105, spec 2 §2)", () => {
  const codes = () => (window.dataLayer ?? []).map((e) => (e as { code: string }).code);
  let uninstall: (() => void) | undefined;
  const fetched: string[] = [];
  const saved: string[] = [];

  beforeEach(() => {
    window.dataLayer = [];
    uninstall = installClickTracking();
    fetched.length = 0;
    saved.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Blob(['%PDF-1.4']), { status: url.includes('missing') ? 404 : 200 });
    });
    URL.createObjectURL = vi.fn(() => 'blob:ebook');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    uninstall?.();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    cleanup();
  });

  it('fetches the file link the server handed out, saves it under the course slug and then pushes NA105', async () => {
    const { sent } = render({ LinkedEbookHarness: ebookArticle('12'), LinkedCourseEbook: course('/files/corsi/12/ebook.pdf?t=abc') });
    const download = await screen.findByRole('button', { name: 'Scarica' });
    expect(download.dataset.trackingCode).toBe('NA105');
    expect(sent.some((op) => op.operationName === 'LinkedCourseEbook')).toBe(false);
    fireEvent.click(download);
    await waitFor(() => expect(codes()).toEqual(['NA105']));
    expect(fetched).toEqual(['/files/corsi/12/ebook.pdf?t=abc']);
    expect(saved).toEqual(['corso-ebook-12.pdf']);
    expect(sent.find((op) => op.operationName === 'LinkedCourseEbook')?.variables).toEqual({ courseId: '12' });
  });

  it("opens the course's modal when its access decision refuses the e-book, and pushes nothing", async () => {
    render({ LinkedEbookHarness: ebookArticle('12'), LinkedCourseEbook: course(null, 'CREDITS', 'CREDITS_REQUIRED') });
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica' }));
    expect(await screen.findByRole('dialog', { name: 'Crediti ECM insufficienti' })).toBeTruthy();
    expect(fetched).toEqual([]);
    expect(codes()).toEqual([]);
  });

  it("asks a visitor to register when the content's own decision refuses the download, before any course call", async () => {
    const { sent } = render({ LinkedEbookHarness: ebookArticle('12', false), LinkedCourseEbook: course('/files/corsi/12/ebook.pdf') });
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica' }));
    expect(await screen.findByRole('dialog', { name: 'Registrati gratis per scaricare questo contenuto' })).toBeTruthy();
    expect(sent.some((op) => op.operationName === 'LinkedCourseEbook')).toBe(false);
    expect(codes()).toEqual([]);
  });

  it('shows the failure toast when the file cannot be had, and pushes nothing', async () => {
    render({ LinkedEbookHarness: ebookArticle('12'), LinkedCourseEbook: course('/files/corsi/12/missing.pdf') });
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica' }));
    expect(await screen.findByText(ACTION_FAILURE_MESSAGE)).toBeTruthy();
    expect(saved).toEqual([]);
    expect(codes()).toEqual([]);
  });

  it('offers no Scarica on an E-book article that links no course', async () => {
    render({ LinkedEbookHarness: ebookArticle(null), LinkedCourseEbook: course('/files/corsi/12/ebook.pdf') });
    await screen.findByRole('button', { name: 'Condividi' });
    expect(screen.queryByRole('button', { name: 'Scarica' })).toBeNull();
  });
});
