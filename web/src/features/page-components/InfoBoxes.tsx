import { useEffect, useId, type CSSProperties } from 'react';
import { SmartLink } from '../../components/ui/SmartLink';
import type { PageComponentOf } from './pageComponent';

/** The info-box icons this portal draws, by the CMS's icon name (decorative: the box's title says what it is). */
export const INFO_BOX_ICONS: Readonly<Record<string, string>> = {
  news: '📰',
  corsi: '🎓',
  risorse: '🧰',
  servizi: '🤝',
  legale: '⚖️',
  assicurazioni: '🛡️',
  telemedicina: '🩺',
  convenzioni: '🏷️',
  telefono: '📞',
  privacy: '🔒',
};

/** Label of a box's link when the CMS gives none. */
export const INFO_BOX_LINK_LABEL = 'Scopri di più';

/** The style that lays a row out on the 12 columns: each item spans `columns` (from the md breakpoint; one per row on phones). */
export function columnsStyle(columns: number): CSSProperties {
  return { '--cms-columns': String(columns) } as CSSProperties;
}

/**
 * A row of CMS info boxes (spec 1 §9 'Info-box columns: 12 divided by Per Row (default 3)': the server
 * sends the boxes per row and the columns). An icon name the portal does not know is logged and its
 * icon left out (spec 1 §8); the box stays.
 */
export function InfoBoxes({ row }: { row: PageComponentOf<'InfoBoxRow'> }) {
  const headingId = useId();
  const unknownIcons = row.boxes.map((box) => box.icon).filter((icon): icon is string => !!icon && !(icon in INFO_BOX_ICONS));
  const unknownKey = unknownIcons.join('|');
  useEffect(() => {
    for (const icon of unknownKey ? unknownKey.split('|') : []) console.warn(`Icona sconosciuta '${icon}' in un info box: omessa.`);
  }, [unknownKey]);

  return (
    <section className="cms-block cms-info-boxes" aria-labelledby={row.title ? headingId : undefined} aria-label={row.title ? undefined : 'Informazioni'} data-per-row={row.perRow}>
      {row.title ? <h2 id={headingId}>{row.title}</h2> : null}
      <ul className="cms-columns" style={columnsStyle(row.columns)}>
        {row.boxes.map((box) => {
          const glyph = box.icon ? INFO_BOX_ICONS[box.icon] : undefined;
          return (
            <li key={box.title} className="info-box">
              {glyph ? (
                <span className="info-box__icon" aria-hidden="true" data-icon={box.icon}>
                  {glyph}
                </span>
              ) : null}
              <h3 className="info-box__title">{box.title}</h3>
              {box.text ? <p className="info-box__text">{box.text}</p> : null}
              {box.link ? (
                <SmartLink href={box.link} className="info-box__link">
                  {box.linkLabel ?? INFO_BOX_LINK_LABEL}
                </SmartLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
