// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, Carousel } from './Carousel';

// The shared carousel (spec 3 §2/§9 best coupons, top shops, promo slideshow): WAI-ARIA carousel
// pattern, keyboard use, and the pause control of an auto-playing carousel.

const ITEMS = ['Alfa', 'Beta', 'Gamma', 'Delta', 'Epsilon'];

function renderCarousel(props: { items?: string[]; autoPlay?: boolean; perView?: { mobile: number; desktop: number } } = {}) {
  return render(
    <>
      <button type="button">fuori</button>
      <Carousel
        label="Negozi in evidenza"
        items={props.items ?? ITEMS}
        perView={props.perView ?? { mobile: 2, desktop: 4 }}
        itemKey={(i) => i}
        renderItem={(i) => <a href={`#${i}`}>{i}</a>}
        autoPlay={props.autoPlay}
      />
    </>,
  );
}

const carousel = () => screen.getByRole('group', { name: 'Negozi in evidenza' });
const slides = () => within(carousel()).getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
const shownTexts = () => slides().map((s) => s.textContent);

/** A matchMedia where only the given queries match. */
function stubMatchMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel group whose slides are labelled by position, with as many slides as fit the width', () => {
    renderCarousel();
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    // No matchMedia (tests' DOM): the mobile count.
    expect(shownTexts()).toEqual(['Alfa', 'Beta']);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['1 di 5', '2 di 5']);
    cleanup();
    stubMatchMedia(['(min-width: 992px)']);
    renderCarousel();
    expect(shownTexts()).toEqual(['Alfa', 'Beta', 'Gamma', 'Delta']);
  });

  it('Successivo and Precedente move by one slide and wrap around; both name what they control', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Successivo' });
    const previous = screen.getByRole('button', { name: 'Precedente' });
    const trackId = next.getAttribute('aria-controls');
    expect(trackId).toBeTruthy();
    expect(document.getElementById(trackId!)?.contains(slides()[0]!)).toBe(true);
    expect(previous.getAttribute('aria-controls')).toBe(trackId);

    fireEvent.click(next);
    expect(shownTexts()).toEqual(['Beta', 'Gamma']);
    expect(slides()[0]!.getAttribute('aria-label')).toBe('2 di 5');
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(shownTexts()).toEqual(['Epsilon', 'Alfa']);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['5 di 5', '1 di 5']);
  });

  it('the arrow keys move the slides from inside the carousel', () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Alfa' });
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(shownTexts()).toEqual(['Beta', 'Gamma']);
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(shownTexts()).toEqual(['Epsilon', 'Alfa']);
    // Other keys do nothing.
    fireEvent.keyDown(carousel(), { key: 'Enter' });
    expect(shownTexts()).toEqual(['Epsilon', 'Alfa']);
  });

  it('shows no controls when every slide fits, and the keys do not move it', () => {
    renderCarousel({ items: ['Alfa', 'Beta'], autoPlay: true });
    expect(screen.queryByRole('button', { name: 'Successivo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Metti in pausa/ })).toBeNull();
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(shownTexts()).toEqual(['Alfa', 'Beta']);
  });

  it('an auto-playing carousel advances by itself until paused; the pause control is labelled and toggles; slides are announced only while paused', () => {
    vi.useFakeTimers();
    renderCarousel({ autoPlay: true });
    const track = () => document.getElementById(screen.getByRole('button', { name: 'Successivo' }).getAttribute('aria-controls')!)!;
    expect(track().getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownTexts()).toEqual(['Beta', 'Gamma']);

    fireEvent.click(screen.getByRole('button', { name: 'Metti in pausa: Negozi in evidenza' }));
    const play = screen.getByRole('button', { name: 'Avvia: Negozi in evidenza' });
    expect(track().getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(shownTexts()).toEqual(['Beta', 'Gamma']);

    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Metti in pausa: Negozi in evidenza' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownTexts()).toEqual(['Gamma', 'Delta']);
  });

  it('stops advancing while the focus is inside, and starts again once it leaves', () => {
    vi.useFakeTimers();
    renderCarousel({ autoPlay: true });
    const link = screen.getByRole('link', { name: 'Alfa' });
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shownTexts()).toEqual(['Alfa', 'Beta']);
    act(() => screen.getByRole('button', { name: 'fuori' }).focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownTexts()).toEqual(['Beta', 'Gamma']);
  });

  it('never plays by itself when the member prefers reduced motion', () => {
    vi.useFakeTimers();
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    renderCarousel({ autoPlay: true });
    expect(screen.getByRole('button', { name: 'Avvia: Negozi in evidenza' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shownTexts()).toEqual(['Alfa', 'Beta']);
  });
});
