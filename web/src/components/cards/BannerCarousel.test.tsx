// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, CAROUSEL_AUTOPLAY_MS } from './BannerCarousel';

const SLIDES = ['Primo', 'Secondo', 'Terzo'];

function renderCarousel(slides = SLIDES) {
  return render(<BannerCarousel label="Promozioni" slides={slides} slideKey={(s) => s} renderSlide={(s) => <h2>{s}</h2>} />);
}

const shown = () => screen.getByRole('heading').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel (spec 1 §9, spec 2 §9)', () => {
  it('advances exactly one slide after 10000 ms, and wraps from the last to the first', () => {
    renderCarousel();
    expect(CAROUSEL_AUTOPLAY_MS).toBe(10_000);
    expect(shown()).toBe('Primo');
    advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shown()).toBe('Primo');
    advance(1);
    expect(shown()).toBe('Secondo');
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Terzo');
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Primo');
  });

  it('next and previous step by one slide and wrap around', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Banner precedente' }));
    expect(shown()).toBe('Terzo');
    fireEvent.click(screen.getByRole('button', { name: 'Banner successivo' }));
    expect(shown()).toBe('Primo');
    fireEvent.click(screen.getByRole('button', { name: 'Banner successivo' }));
    expect(shown()).toBe('Secondo');
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('2 di 3');
    expect(screen.getByRole('button', { name: 'Vai al banner 2 di 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('an indicator jumps to its slide', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Vai al banner 3 di 3' }));
    expect(shown()).toBe('Terzo');
  });

  it('does not move while paused with the pause button, and moves again after play', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' }));
    // Leave the button so only the pause state holds the carousel.
    fireEvent.blur(screen.getByRole('button', { name: 'Avvia lo scorrimento' }));
    advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(shown()).toBe('Primo');
    fireEvent.click(screen.getByRole('button', { name: 'Avvia lo scorrimento' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' }));
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Secondo');
  });

  it('does not move while hovered, and resumes when the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Promozioni' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    fireEvent.mouseEnter(carousel);
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shown()).toBe('Primo');
    fireEvent.mouseLeave(carousel);
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Secondo');
  });

  it('does not move while keyboard focus is inside it', () => {
    renderCarousel();
    fireEvent.focus(screen.getByRole('button', { name: 'Banner successivo' }));
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shown()).toBe('Primo');
    fireEvent.blur(screen.getByRole('button', { name: 'Banner successivo' }));
    advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Secondo');
  });

  it('with prefers-reduced-motion it does not autoplay, and offers play', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shown()).toBe('Primo');
    expect(screen.getByRole('button', { name: 'Avvia lo scorrimento' })).toBeTruthy();
  });

  it('one slide shows without controls; no slides render nothing', () => {
    const { unmount } = renderCarousel(['Solo']);
    expect(shown()).toBe('Solo');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    expect(renderCarousel([]).container.innerHTML).toBe('');
  });
});
