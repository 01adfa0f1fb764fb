import { Link } from 'react-router';
import './Breadcrumbs.css';

export type BreadcrumbItem = { label: string; to?: string };

/**
 * Breadcrumb trail with schema.org BreadcrumbList microdata (spec 1 §2: breadcrumbs carry
 * search-engine list markup). The last item is the current page.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
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
