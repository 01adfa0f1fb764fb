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

  it('renders nothing when the CMS fails', async () => {
    const { sent, container } = renderTutorials(() => ({ data: { videoTutorials: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Video tutorial' })).toBeNull();
    expect(container.querySelector('.video-tutorials')).toBeNull();
  });
});
