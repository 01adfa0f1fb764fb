import { useId } from 'react';
import { SmartLink } from '../../components/ui/SmartLink';
import { columnsStyle } from './InfoBoxes';
import type { PageComponentOf } from './pageComponent';

/**
 * A CMS grid of cards (spec 1 §9 'Grid columns per row: 1 gives 12, 2 gives 6, 3 gives 4, 4 gives 3',
 * spec 2 §9 'Columns = 12 / Max per Row': the server sends both). A card with a link is a link by
 * its title.
 */
export function ComponentGrid({ grid }: { grid: PageComponentOf<'ComponentGrid'> }) {
  const headingId = useId();
  return (
    <section className="cms-block cms-grid" aria-labelledby={grid.title ? headingId : undefined} aria-label={grid.title ? undefined : 'Contenuti'} data-per-row={grid.maxPerRow}>
      {grid.title ? <h2 id={headingId}>{grid.title}</h2> : null}
      <ul className="cms-columns" style={columnsStyle(grid.columns)}>
        {grid.items.map((item) => (
          <li key={item.title} className="cms-grid__item">
            {item.imageUrl ? <img className="cms-grid__image" src={item.imageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" /> : null}
            <h3 className="cms-grid__title">{item.link ? <SmartLink href={item.link}>{item.title}</SmartLink> : item.title}</h3>
            {item.text ? <p className="cms-grid__text">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
