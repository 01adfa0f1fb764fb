// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../lib/test-graphql';
import { VideoTutorials } from './VideoTutorials';

afterEach(cleanup);

const tutorial = (id: string, title: string, isPreview = false) => ({
  __typename: 'VideoTutorial',
  id,
  title,
  abstract: `Abstract di ${title}`,
  contentHtml: `<p>Descrizione di ${title}</p>`,
  previewImageUrl: `/media/cms/video/${id}.svg`,
  videoUrl: `/media/tutorial/${id}`,
  isPreview,
});

function renderTutorials(answer: () => unknown) {
  return renderPage(<VideoTutorials placement="risorse" />, { path: '/risorse', url: '/risorse', handlers: { VideoTutorials: answer as never } });
}

describe('VideoTutorials (spec 2 §2, §4 video modal open/close)', () => {
  it('a card opens its player page in the modal frame; Escape closes it and focus returns to the card', async () => {
    const { sent } = renderTutorials(() => ({ data: { videoTutorials: [tutorial('vt-1', 'Primo video'), tutorial('vt-2', 'Anteprima del corso', true)] } }));
    const open = await screen.findByRole('button', { name: 'Anteprima del corso' });
    expect(sent[0]!.variables).toEqual({ placement: 'risorse' });
    expect(screen.getByText('Anteprima')).toBeTruthy();

    open.focus();
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Anteprima del corso' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/media/tutorial/vt-2');
    expect(frame.getAttribute('title')).toBe('Lettore video: Anteprima del corso');
    expect(dialog.textContent).toContain('Descrizione di Anteprima del corso');

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.querySelector('iframe')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it("shows 6 tutorials, then 6 more per 'Mostra altro' with focus on the first new one, and hides the button when all are shown (spec 3 §4)", async () => {
    const all = Array.from({ length: 14 }, (_, i) => tutorial(`vt-${i + 1}`, `Video ${i + 1}`));
    renderTutorials(() => ({ data: { videoTutorials: all } }));
    await screen.findByRole('button', { name: 'Video 1' });
    const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards()).toEqual(['Video 1', 'Video 2', 'Video 3', 'Video 4', 'Video 5', 'Video 6']);

    fireEvent.click(screen.getByRole('button', { name: 'Mostra altro' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Video 7' }));

    fireEvent.click(screen.getByRole('button', { name: 'Mostra altro' }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Video 13' }));
    expect(screen.queryByRole('button', { name: 'Mostra altro' })).toBeNull();
  });

  it("has no 'Mostra altro' with 6 tutorials or fewer", async () => {
    renderTutorials(() => ({ data: { videoTutorials: Array.from({ length: 6 }, (_, i) => tutorial(`vt-${i}`, `Video ${i}`)) } }));
    await screen.findByRole('button', { name: 'Video 5' });
    expect(screen.queryByRole('button', { name: 'Mostra altro' })).toBeNull();
  });

  it('renders nothing when the CMS fails', async () => {
    const { sent, container } = renderTutorials(() => ({ data: { videoTutorials: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Video tutorial' })).toBeNull();
    expect(container.querySelector('.video-tutorials')).toBeNull();
  });
});
