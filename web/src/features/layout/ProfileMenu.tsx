import { useEffect, useId, useRef, useState } from 'react';
import { UserIcon } from './icons';
import { SmartLink } from '../../components/ui/SmartLink';
import { PROFILE_MENU_TRACKING } from '../../lib/trackingTable';

type MenuItem = { id: string; label: string; href: string };

/** The name on the profile button: first name and surname, else the username. */
export function displayName(user: { name?: string | null; surname?: string | null; username: string }): string {
  return [user.name, user.surname].filter(Boolean).join(' ') || user.username;
}

/** Name on the profile button when the member's data could not be loaded (the menu still shows). */
export const PROFILE_MENU_FALLBACK_NAME = 'Il mio profilo';

/** The profile button's name: the member's, or the fallback when their data failed to load. */
export function profileMenuName(user: { name?: string | null; surname?: string | null; username: string } | null | undefined): string {
  return user ? displayName(user) : PROFILE_MENU_FALLBACK_NAME;
}

/**
 * Profile menu (spec 1 §2, §6): a disclosure button with the member's name and the items the
 * server allows. Escape or a click outside closes it; Escape returns focus to the button.
 */
export function ProfileMenu({ name, items }: { name: string; items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Element;
      // Clicks inside a dialog opened from here (e.g. the logout confirmation) keep it open,
      // so focus can come back to the link that opened the dialog.
      if (target.closest?.('dialog')) return;
      if (!rootRef.current?.contains(target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      // A modal opened from the menu handles its own Escape.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (items.length === 0) return null;

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="profile-menu__name">{name}</span>
        <span className="profile-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={menuId} className="profile-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <SmartLink
              href={item.href}
              className="profile-menu__link"
              onNavigate={() => setOpen(false)}
              data-tracking-code={PROFILE_MENU_TRACKING[item.id]}
            >
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

