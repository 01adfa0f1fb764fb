import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon, SearchIcon } from './icons';
import { hasOwnPage, type NavItem } from './navigation';
import { SearchBox } from './SearchBox';
import { SmartLink } from '../../components/ui/SmartLink';

/**
 * Desktop main navigation, sticky, 45 px (spec 1 §2, §9): the items the server allows, parents
 * as keyboard-operable dropdowns, and a toggle that reveals the search box.
 */
type MainNavProps = {
  items: NavItem[];
  /** Sticky extras beside the search toggle (the credits counter). */
  aside?: ReactNode;
};

export function MainNav({ items, aside }: MainNavProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  function closeSearch() {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  }

  return (
    <nav aria-label="Menù principale" className="main-nav only-desktop">
      <div className="container main-nav__bar">
        <ul className="main-nav__list">
          {items.map((item, index) =>
            item.children.length > 0 ? (
              <NavDropdown key={`${item.label}-${index}`} item={item} />
            ) : (
              <li key={`${item.label}-${index}`} className="main-nav__item">
                <SmartLink href={item.href} className="main-nav__link">
                  {item.label}
                </SmartLink>
              </li>
            ),
          )}
        </ul>
        <div className="main-nav__aside">
          {aside}
          <button
            ref={searchButtonRef}
            type="button"
            className="icon-button main-nav__search-toggle"
            aria-label="Cerca"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
        </div>
      </div>
      {searchOpen && (
        <div id={searchId} className="main-nav__search">
          <div className="container">
            <SearchBox autoFocus onClose={closeSearch} />
          </div>
        </div>
      )}
    </nav>
  );
}

/** A parent item: its own page (when it has one) plus a disclosure button for the sub-items. */
function NavDropdown({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const ownPage = hasOwnPage(item);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Element;
      // Clicks inside a dialog opened from here (e.g. the logout confirmation) keep it open,
      // so focus can come back to the link that opened the dialog.
      if (target.closest?.('dialog')) return;
      if (!rootRef.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <li
      ref={rootRef}
      className={`main-nav__item main-nav__item--parent${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the dropdown closes it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {ownPage && (
        <SmartLink href={item.href} className="main-nav__link">
          {item.label}
        </SmartLink>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={ownPage ? 'main-nav__toggle main-nav__toggle--icon' : 'main-nav__toggle main-nav__link'}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ownPage ? `Sottomenù ${item.label}` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {!ownPage && item.label}
        <span className="main-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="main-nav__dropdown" hidden={!open}>
        {item.children.map((child, index) => (
          <li key={`${child.label}-${index}`}>
            <SmartLink href={child.href} className="main-nav__dropdown-link" onNavigate={close}>
              {child.label}
            </SmartLink>
            {child.children.length > 0 && (
              <ul className="main-nav__dropdown-sub">
                {child.children.map((grandchild, subIndex) => (
                  <li key={`${grandchild.label}-${subIndex}`}>
                    <SmartLink href={grandchild.href} className="main-nav__dropdown-link" onNavigate={close}>
                      {grandchild.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
