import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '../../lib/viewer';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { nextMobileHeaderState } from './mobileHeaderState';
import type { NavItem } from './navigation';
import { SearchBox } from './SearchBox';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';

/**
 * Mobile header, 50 px (spec 1 §4, §9): 1 closed, 2 menu with sub-menus, 3 search.
 * Escape closes what is open and gives focus back to the button that opened it.
 */
export function MobileHeader({ viewer, navItems }: { viewer: Viewer | undefined; navItems: NavItem[] }) {
  const [state, dispatch] = useReducer(nextMobileHeaderState, 'closed');
  // The menu panel starts under the bar wherever the bar is (the top bar may still be above it).
  const [menuTop, setMenuTop] = useState<number | undefined>(undefined);
  const barRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const searchId = useId();

  // A new page closes the menu (adjusting state while rendering, as React recommends over an effect).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    dispatch('close');
  }

  function close() {
    const opener = state === 'search' ? searchButtonRef.current : menuButtonRef.current;
    dispatch('close');
    opener?.focus();
  }

  useEffect(() => {
    if (state !== 'menu') return;
    // The open menu covers the page: keep the page behind it from scrolling.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [state]);

  return (
    <div
      className="mobile-header only-mobile"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state !== 'closed' && !document.querySelector('dialog[open]')) close();
      }}
    >
      <div className="mobile-header__bar" ref={barRef}>
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button"
          aria-label="Menù"
          aria-expanded={state === 'menu'}
          aria-controls={menuId}
          onClick={() => {
            setMenuTop(barRef.current?.getBoundingClientRect().bottom);
            dispatch('toggleMenu');
          }}
        >
          {state === 'menu' ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Logo className="mobile-header__logo" />
        <button
          ref={searchButtonRef}
          type="button"
          className="icon-button"
          aria-label="Cerca"
          aria-expanded={state === 'search'}
          aria-controls={searchId}
          onClick={() => dispatch('toggleSearch')}
        >
          {state === 'search' ? <CloseIcon /> : <SearchIcon />}
        </button>
      </div>
      {state === 'menu' && <MobileMenu id={menuId} top={menuTop} viewer={viewer} navItems={navItems} onNavigate={() => dispatch('close')} />}
      {state === 'search' && (
        <div id={searchId} className="mobile-header__search">
          <SearchBox autoFocus onClose={close} />
        </div>
      )}
    </div>
  );
}

