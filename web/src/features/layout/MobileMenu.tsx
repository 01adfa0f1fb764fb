import { useEffect, useRef, useState } from 'react';
import type { Viewer } from '../../lib/viewer';
import { HeaderButtons } from './HeaderButtons';
import { hasOwnPage, type NavItem } from './navigation';
import { profileMenuName } from './ProfileMenu';
import { PROFILE_MENU_TRACKING } from '../../lib/trackingTable';
import { SmartLink } from '../../components/ui/SmartLink';

/** Back link label (spec 1 §2 'Mobile layout'): from a first-level sub-menu to the main menu, else one level up. */
export function backLabel(depth: number): string {
  return depth <= 1 ? 'Torna al menù principale' : 'Torna indietro';
}

/** The items shown at a path of indices into the tree (the parent of that level, when any). */
function levelAt(items: NavItem[], path: readonly number[]): { parent: NavItem | null; items: NavItem[] } {
  let parent: NavItem | null = null;
  let level = items;
  for (const index of path) {
    parent = level[index] ?? null;
    if (!parent) break;
    level = parent.children;
  }
  return { parent, items: level };
}

type MobileMenuProps = { id: string; top?: number; viewer: Viewer | undefined; navItems: NavItem[]; onNavigate: () => void };

/** State 2 of the mobile header: the full menu, one level at a time, with back links. */
export function MobileMenu({ id, top, viewer, navItems, onNavigate }: MobileMenuProps) {
  const [path, setPath] = useState<number[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const { parent, items } = levelAt(navItems, path);
  const user = viewer?.user;

  // Each level change puts focus at the top of the new level (its back link, or the first item).
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [path]);

  return (
    <div id={id} className="mobile-menu" style={top === undefined ? undefined : { top }}>
      <div className="mobile-menu__buttons">
        <HeaderButtons buttons={viewer?.headerButtons ?? []} size="sm" />
      </div>
      <nav aria-label="Menù principale" className="mobile-menu__nav">
        <div ref={panelRef}>
          {parent && (
            <div className="mobile-menu__level-head">
              <button type="button" className="mobile-menu__back" onClick={() => setPath(path.slice(0, -1))}>
                <span className="mobile-menu__back-arrow" aria-hidden="true" />
                {backLabel(path.length)}
              </button>
              {hasOwnPage(parent) ? (
                <SmartLink href={parent.href} className="mobile-menu__title" onNavigate={onNavigate}>
                  {parent.label}
                </SmartLink>
              ) : (
                <p className="mobile-menu__title">{parent.label}</p>
              )}
            </div>
          )}
          <ul className="mobile-menu__list">
            {items.map((item, index) => (
              <li key={`${item.label}-${index}`}>
                {item.children.length > 0 ? (
                  <button type="button" className="mobile-menu__item mobile-menu__item--parent" data-submenu onClick={() => setPath([...path, index])}>
                    {item.label}
                    <span className="mobile-menu__next-arrow" aria-hidden="true" />
                  </button>
                ) : (
                  <SmartLink href={item.href} className="mobile-menu__item" onNavigate={onNavigate}>
                    {item.label}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {viewer && viewer.profileMenu.length > 0 && path.length === 0 && (
        <nav aria-label="Menù del profilo" className="mobile-menu__profile">
          <p className="mobile-menu__profile-name">{profileMenuName(user)}</p>
          <ul className="mobile-menu__list">
            {viewer.profileMenu.map((item) => (
              <li key={item.id}>
                <SmartLink href={item.href} className="mobile-menu__item" onNavigate={onNavigate} data-tracking-code={PROFILE_MENU_TRACKING[item.id]}>
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
