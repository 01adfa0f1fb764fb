import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/motion';
import './BannerCarousel.css';

/** Spec 2 §9: carousel autoplay 10000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 10_000;

type BannerCarouselProps<T> = {
  /** Accessible name of the carousel region (e.g. 'In evidenza'). */
  label: string;
  slides: readonly T[];
  slideKey: (slide: T) => string;
  renderSlide: (slide: T, index: number) => ReactNode;
  className?: string;
};

/**
 * Banner carousel (spec 1 §9 'steps by 1 slide', spec 2 §9 autoplay): one slide at a time, previous
 * and next wrap around, indicators jump to a slide. Autoplay moves one slide every 10 s and stops
 * while the pointer is over the carousel or focus is inside it; a pause/play button stops it for good
 * (WCAG 2.2.2), and users who ask for reduced motion get no autoplay unless they press play.
 * A single slide is shown without controls; no slides render nothing.
 */
export function BannerCarousel<T>({ label, slides, slideKey, renderSlide, className }: BannerCarouselProps<T>) {
  const [current, setCurrent] = useState(0);
  // Plays unless the user asked for reduced motion, until they choose with the button.
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const index = count > 0 ? Math.min(current, count - 1) : 0;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a manual step also gets a full interval.
    const timer = window.setTimeout(() => setCurrent((index + 1) % count), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;
  const classes = `carousel${className ? ` ${className}` : ''}`;
  if (count === 1) {
    return (
      <section className={classes} aria-label={label}>
        {renderSlide(slides[0]!, 0)}
      </section>
    );
  }

  const goTo = (next: number) => setCurrent((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={`${classes} carousel--multi`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only when they are not automatic (APG carousel pattern). */}
      <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div key={slideKey(slides[index]!)} role="group" aria-roledescription="slide" aria-label={`${index + 1} di ${count}`}>
          {renderSlide(slides[index]!, index)}
        </div>
      </div>
      <div className="container carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-label={playing ? 'Metti in pausa lo scorrimento' : 'Avvia lo scorrimento'}
          onClick={() => setPlaying(!playing)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className="carousel__button" aria-label="Banner precedente" onClick={() => goTo(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <ol className="carousel__dots">
          {slides.map((slide, i) => (
            <li key={slideKey(slide)}>
              <button
                type="button"
                className="carousel__dot"
                aria-label={`Vai al banner ${i + 1} di ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            </li>
          ))}
        </ol>
        <button type="button" className="carousel__button" aria-label="Banner successivo" onClick={() => goTo(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
