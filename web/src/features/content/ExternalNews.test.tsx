// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { NewsPage } from './NewsPage';

afterEach(cleanup);

const post = (i: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'ExternalNewsPost',
  title: `Notizia esterna ${i}`,
  excerpt: `<p>${'Testo lungo della notizia '.repeat(10)}${i}</p>`,
  link: `https://news.demo.club/notizia-${i}`,
  author: `Autrice ${i}`,
  section: 'Sanità',
  ...extra,
});

function renderNews(externalNews: OperationHandler) {
  return renderPage(<NewsPage />, {
    path: '/news-approfondimenti',
    url: '/news-approfondimenti',
    wrapper: ToastProvider,
    handlers: {
      NewsFilterOptions: () => ({ data: { newsCategories: [], contentTopics: [] } }),
      NewsFeatured: () => ({ data: { featured: { __typename: 'ContentPage', items: [] } } }),
      NewsListing: () => ({ data: { newsListing: { __typename: 'ContentPage', total: 0, items: [] } } }),
      ExternalNews: externalNews,
    },
  });
}

describe('external news on /news-approfondimenti (spec 2 §3, §7, §8, §9)', () => {
  it('shows the 4 posts of the feed: section, title opening the post in a new window, author, a 150-character excerpt', async () => {
    renderNews(() => ({ data: { externalNews: [post(1), post(2), post(3), post(4, { author: null, excerpt: null })] } }));
    const section = await screen.findByRole('region', { name: 'News dal network' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    const link = within(section).getByRole('link', { name: /^Notizia esterna 1\s*\(si apre in una nuova finestra\)$/ });
    expect(link.getAttribute('href')).toBe('https://news.demo.club/notizia-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(section).getByText('Di: Autrice 1')).toBeTruthy();
    expect(within(section).getByText('Di: Autore sconosciuto')).toBeTruthy();
    expect(within(section).getByText('Nessun estratto disponibile...')).toBeTruthy();
    const cut = within(section).getAllByText(/^Testo lungo/)[0]!.textContent!;
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(153);
  });

  it('a failing feed hides the section and shows the service-named danger toast; the rest of the page stays', async () => {
    renderNews(() => ({ data: { externalNews: null }, errors: [{ message: 'down', path: ['externalNews'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/news-esterne/posts' } }] }));
    expect(await screen.findByText('Errore nel servizio /news-esterne/posts')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'News dal network' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'News e Approfondimenti' })).toBeTruthy());
  });
});
