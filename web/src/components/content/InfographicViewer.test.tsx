// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql';
import { InfographicViewer, InfographicViewer_ContentFragment } from './InfographicViewer';

afterEach(cleanup);

const infographic = (overrides: Record<string, unknown> = {}) =>
  makeFragmentData(
    {
      __typename: 'Content',
      id: '105001',
      contentType: 'Infografica',
      title: 'Diabete: i numeri',
      abstract: 'Quanti professionisti se ne occupano.',
      imageUrl: '/media/infografiche/105001.svg',
      ...overrides,
    } as never,
    InfographicViewer_ContentFragment,
  );

const zoomLevel = () => within(screen.getByRole('dialog')).getByRole('status');
const stage = () => screen.getByRole('region', { name: /Infografica ingrandita/ });

describe('InfographicViewer (spec 2 §2 infographic viewer)', () => {
  it('shows the picture with its title and abstract as text alternative, and a full-size link', () => {
    render(<InfographicViewer content={infographic()} />);
    expect(screen.getByRole('img', { name: 'Diabete: i numeri. Quanti professionisti se ne occupano.' }).getAttribute('src')).toBe('/media/infografiche/105001.svg');
    expect(screen.getByRole('link', { name: "Apri l'immagine a dimensione intera" }).getAttribute('href')).toBe('/media/infografiche/105001.svg');
  });

  it('renders nothing for other content types or without an image', () => {
    const { container, rerender } = render(<InfographicViewer content={infographic({ contentType: 'Articolo' })} />);
    expect(container.innerHTML).toBe('');
    rerender(<InfographicViewer content={infographic({ imageUrl: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it("'Ingrandisci' opens the dialog at 100%; the buttons step the zoom within its bounds and reset it", () => {
    render(<InfographicViewer content={infographic()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci' }));
    expect(screen.getByRole('dialog', { name: 'Diabete: i numeri' })).toBeTruthy();
    expect(zoomLevel().textContent).toBe('100%');
    const zoomOut = screen.getByRole('button', { name: 'Riduci lo zoom' }) as HTMLButtonElement;
    const zoomIn = screen.getByRole('button', { name: 'Aumenta lo zoom' }) as HTMLButtonElement;
    expect(zoomOut.disabled).toBe(true);

    fireEvent.click(zoomIn);
    expect(zoomLevel().textContent).toBe('125%');
    expect(stage().getAttribute('data-scale')).toBe('1.25');
    expect(within(stage()).getByRole('img').style.width).toBe('125%');

    for (let i = 0; i < 10; i++) fireEvent.click(zoomIn);
    expect(zoomLevel().textContent).toBe('400%');
    expect(zoomIn.disabled).toBe(true);

    fireEvent.click(zoomOut);
    expect(zoomLevel().textContent).toBe('300%');
    fireEvent.click(screen.getByRole('button', { name: 'Ripristina' }));
    expect(zoomLevel().textContent).toBe('100%');
  });

  it('zooms with the + and - keys, leaves Ctrl/Cmd + (browser zoom) alone, and starts again at 100% when reopened', () => {
    render(<InfographicViewer content={infographic()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: '+' });
    fireEvent.keyDown(document.body, { key: '+' });
    expect(zoomLevel().textContent).toBe('150%');
    fireEvent.keyDown(document.body, { key: '-' });
    expect(zoomLevel().textContent).toBe('125%');
    fireEvent.keyDown(document.body, { key: '+', ctrlKey: true });
    expect(zoomLevel().textContent).toBe('125%');

    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('region', { name: /Infografica ingrandita/ })).toBeNull();
    fireEvent.keyDown(document.body, { key: '+' }); // closed: the keys do nothing
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci' }));
    expect(zoomLevel().textContent).toBe('100%');
  });
});
