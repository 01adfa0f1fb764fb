import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { usePageHead, type StructuredData } from '../../lib/pageHead';
import './Breadcrumbs.css';

export type BreadcrumbItem = { label: string; to?: string };

/**
 * The label of the trail's first crumb, the home page. The spec writes both 'Home' (3 §2: 'Home >
 * Carrello', 'Home > Piani e prezzi') and 'Homepage' (2 §2, the magazines page); the portal says
 * one thing everywhere: 'Home', as most of its pages already did.
 */
export const HOME_BREADCRUMB_LABEL = 'Home';

/** The trail's first crumb: the home page. */
export const HOME_CRUMB: BreadcrumbItem = { label: HOME_BREADCRUMB_LABEL, to: paths.home };

/** A trail that starts at the home page starts with `HOME_CRUMB`, whatever label its page wrote. */
function withHomeLabel(items: BreadcrumbItem[]): BreadcrumbItem[] {
  const [first, ...rest] = items;
  return first?.to === paths.home && rest.length > 0 ? [HOME_CRUMB, ...rest] : items;
}

/**
 * Breadcrumb trail with schema.org BreadcrumbList microdata (spec 1 §2: breadcrumbs carry
 * search-engine list markup). The last item is the current page.
 */
export function Breadcrumbs({ items: given }: { items: BreadcrumbItem[] }) {
  const items = withHomeLabel(given);
  const { pathname } = useLocation();
  // The same list as JSON-LD in the server-rendered page, the form search engines read first.
  usePageHead({ structuredData: (origin) => breadcrumbList(origin, items, pathname) });
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {item.to && !isLast ? (
                <Link to={item.to} itemProp="item">
                  <span itemProp="name">{item.label}</span>
                </Link>
              ) : (
                <span itemProp="name" aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              <meta itemProp="position" content={String(index + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList of a trail; the current page (last item) is where the trail is shown. */
export function breadcrumbList(origin: string, items: BreadcrumbItem[], currentPath: string): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: new URL(index === items.length - 1 ? currentPath : (item.to ?? currentPath), origin).href,
    })),
  };
}
