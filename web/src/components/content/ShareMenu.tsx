import { useOrigin } from '../../lib/pageHead';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { absoluteUrl, SHARE_NETWORKS, shareHref } from './shareLinks';

type ShareMenuProps = { title: string; link: string; trackingCode: string | null };

/**
 * Share is always allowed (spec 1 §6). Where the browser offers the Web Share API the system sheet
 * is used; otherwise (or when the sheet is dismissed with an error) a menu lists the networks'
 * share links. Escape closes the menu and gives focus back to its button.
 */
export function ShareMenu({ title, link, trackingCode }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const url = absoluteUrl(link, useOrigin());

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to do. Any other failure falls back to the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((current) => !current);
  };

  return (
    <div className="share-menu" ref={rootRef}>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        data-tracking-code={trackingCode ?? undefined}
        onClick={() => void share()}
      >
        Condividi
      </Button>
      {open && (
        <ul id={menuId} className="share-menu__list" aria-label="Condividi su">
          {SHARE_NETWORKS.map(({ network, label }) => (
            <li key={network}>
              <a href={shareHref(network, url, title)} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                {label}
                <span className="visually-hidden"> (si apre in una nuova finestra)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
