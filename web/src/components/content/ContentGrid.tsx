import type { FragmentType } from '../../gql';
import { ResourceCard, type ResourceCard_content } from './ResourceCard';

type Item = { id: string } & FragmentType<typeof ResourceCard_content>;

/** Cards in the 12-column grid: one per row on mobile, two on md, four on lg. */
export function ContentGrid({ items, label, headingLevel = 3 }: { items: readonly Item[]; label: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid content-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="col-12 col-md-6 col-lg-3">
          <ResourceCard content={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
