import { Link } from 'react-router';
import { pagerItems, PAGER_JUMP, type PagerItem } from './pager-items';
import './Pager.css';

export type PagerProps = {
  page: number;
  totalPages: number;
  /** Link target for a page; page 1 must carry no `pagina` parameter (see lib/paging withPage). */
  hrefForPage: (p: number) => string;
};

function itemContent(item: PagerItem): { text: string; label?: string; rel?: string } {
  switch (item.kind) {
    case 'first':
      return { text: 'Prima', label: 'Prima pagina' };
    case 'last':
      return { text: 'Ultima', label: 'Ultima pagina' };
    case 'prev':
      return { text: '‹', label: 'Pagina precedente', rel: 'prev' };
    case 'next':
      return { text: '›', label: 'Pagina successiva', rel: 'next' };
    case 'jump-back':
      return { text: '...', label: `Indietro di ${PAGER_JUMP} pagine (pagina ${item.page})` };
    case 'jump-forward':
      return { text: '...', label: `Avanti di ${PAGER_JUMP} pagine (pagina ${item.page})` };
    case 'page':
      return { text: String(item.page), label: `Pagina ${item.page}` };
  }
}

/** Page links for a listing (spec 1 §2 paging convention); nothing when there is a single page. */
export function Pager({ page, totalPages, hrefForPage }: PagerProps) {
  const items = pagerItems(page, totalPages);
  if (items.length === 0) return null;
  const prev = items.find((i) => i.kind === 'prev');
  const next = items.find((i) => i.kind === 'next');
  return (
    <nav aria-label="Paginazione" className="pager">
      {/* Crawler hints (React 19 hoists these into <head>). */}
      {prev ? <link rel="prev" href={hrefForPage(prev.page)} /> : null}
      {next ? <link rel="next" href={hrefForPage(next.page)} /> : null}
      <ul className="pager__list">
        {items.map((item) => {
          const { text, label, rel } = itemContent(item);
          const isCurrent = item.kind === 'page' && item.current;
          return (
            <li key={`${item.kind}-${item.page}`} className="pager__item">
              {isCurrent ? (
                <span className="pager__link pager__link--current" aria-current="page" aria-label={label}>
                  {text}
                </span>
              ) : (
                <Link className={`pager__link pager__link--${item.kind}`} to={hrefForPage(item.page)} rel={rel} aria-label={label}>
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
