import { graphql } from '../../gql';

/** Main navigation, already filtered for the viewer by the server (three levels are enough for the menu). */
export const Navigation_QueryFragment = graphql(`
  fragment Navigation_query on Query {
    navigation {
      label
      href
      children {
        label
        href
        children {
          label
          href
        }
      }
    }
  }
`);

export type NavItem = { label: string; href: string; children: NavItem[] };

type RawNavItem = { label: string; href: string; children?: readonly RawNavItem[] };

/** Normalises the query's fixed-depth shape into a uniform tree. */
export function toNavTree(items: readonly RawNavItem[]): NavItem[] {
  return items.map((item) => ({ label: item.label, href: item.href, children: toNavTree(item.children ?? []) }));
}

/** Whether a parent item has a page of its own (CMS parents often carry '#' or nothing). */
export function hasOwnPage(item: NavItem): boolean {
  return item.href !== '' && item.href !== '#';
}
