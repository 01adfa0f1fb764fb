import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/motion';
import { LG_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import './Carousel.css';

/** How long a slide of an auto-playing carousel stays. */
export const CAROUSEL_INTERVAL_MS = 6000;

export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  perView: { mobile: number; desktop: number };
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Advances by itself until paused (never with reduced motion). */
  autoPlay?: boolean;
}

/**
 * An accessible carousel (WAI-ARIA carousel pattern): a labelled group, previous/next buttons, a
 * pause/play control when it advances by itself, the slides' position announced politely while
 * paused. Keyboard: the buttons, and left/right arrows inside the carousel.
 */
export function Carousel<T>({ label, items, perView, itemKey, renderItem, autoPlay = false }: CarouselProps<T>) {
  const desktop = useMediaQuery(LG_QUERY, false);
  const visible = Math.min(desktop ? perView.desktop : perView.mobile, items.length);
  const [start, setStart] = useState(0);
  // An auto-playing carousel plays unless the user asked for reduced motion, until they choose with the button.
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? (autoPlay && !reducedMotion);
  const [focusInside, setFocusInside] = useState(false);
  const id = useId();
  const scrolls = items.length > visible;

  const move = (delta: number) => setStart((s) => (s + delta + items.length) % items.length);

  useEffect(() => {
    if (!playing || !scrolls || focusInside) return;
    const timer = setInterval(() => setStart((s) => (s + 1) % items.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, scrolls, focusInside, items.length]);

  const shown = Array.from({ length: visible }, (_, i) => items[(start + i) % items.length]!);

  return (
    <div
      className="slides-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onKeyDown={(e) => {
        if (!scrolls || (e.target as HTMLElement).closest('[role="dialog"]')) return;
        if (e.key === 'ArrowRight') move(1);
        else if (e.key === 'ArrowLeft') move(-1);
      }}
    >
      {scrolls && (
        <div className="slides-carousel__controls">
          {autoPlay && (
            <button type="button" className="slides-carousel__button" onClick={() => setChosen(!playing)} aria-label={playing ? `Metti in pausa: ${label}` : `Avvia: ${label}`}>
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button type="button" className="slides-carousel__button" onClick={() => move(-1)} aria-controls={id} aria-label="Precedente">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="slides-carousel__button" onClick={() => move(1)} aria-controls={id} aria-label="Successivo">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div id={id} className="slides-carousel__track" style={{ gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }} aria-live={playing && !focusInside ? 'off' : 'polite'}>
        {shown.map((item, i) => (
          <div key={itemKey(item)} role="group" aria-roledescription="slide" aria-label={`${((start + i) % items.length) + 1} di ${items.length}`}>
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
