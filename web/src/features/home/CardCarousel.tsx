import { useRef, type ReactNode } from 'react';

/**
 * A horizontal list that scrolls by whole cards (CSS scroll snap): one card at a time on phones,
 * several on wider screens (spec 2 §9 'slides 1 on mobile, 3 or 4 on desktop'). The arrows move
 * by one card; the list itself stays scrollable by touch and keyboard.
 */
export function CardCarousel({ label, perView, children }: { label: string; perView: 3 | 4; children: ReactNode[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  function step(direction: 1 | -1) {
    const list = listRef.current;
    const card = list?.firstElementChild as HTMLElement | null;
    if (list && card) list.scrollBy({ left: direction * (card.offsetWidth + 16), behavior: 'smooth' });
  }
  return (
    <div className="card-carousel" role="group" aria-roledescription="carosello" aria-label={label}>
      <ul ref={listRef} className={`card-carousel__list card-carousel__list--${perView}`} tabIndex={0}>
        {children.map((child, index) => (
          <li key={index} className="card-carousel__item">
            {child}
          </li>
        ))}
      </ul>
      {children.length > 1 && (
        <div className="card-carousel__controls">
          <button type="button" className="hero__arrow" aria-label="Precedente" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="hero__arrow" aria-label="Successivo" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
