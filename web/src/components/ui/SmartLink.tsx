import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkActionOf, stripMarker, type LinkAction } from '../../lib/linkMarkers';
import { isExternalHref } from './Button';

/** The marker actions that open a dialog (external links need no state). */
export type DialogAction = Exclude<LinkAction, 'external'>;
export type LinkActionsApi = { open(action: DialogAction): void };

/** Provided by the layout, which owns the dialogs; without it marker links act as plain links. */
export const LinkActionsContext = createContext<LinkActionsApi | null>(null);

export function useLinkActions(): LinkActionsApi | null {
  return useContext(LinkActionsContext);
}

/** Said to screen readers by a link that opens a new tab. */
export const NEW_WINDOW_NOTE = ' (si apre in una nuova finestra)';

export type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** Called when the link takes the user somewhere (menus close themselves with it). */
  onNavigate?: () => void;
};

/**
 * A link authored in the CMS. Markers (spec 1 §2) turn it into an action: #logout, #phonecall
 * and #modalproducts open their dialog, #__next opens the target in a new window. Paths inside
 * the portal use the router; other URLs are plain anchors.
 */
export function SmartLink({ href, children, onNavigate, onClick, ...rest }: SmartLinkProps) {
  const actions = useLinkActions();
  const action = linkActionOf(href);

  // The link's own new-tab choice (#__next) wins over any target the caller passes; a caller's
  // '_blank' opens a new tab too. Only a link that really opens one says so.
  if (action === 'external' || (action === null && rest.target === '_blank')) {
    return (
      <a
        {...rest}
        href={action === 'external' ? stripMarker(href) : href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          onClick?.(event);
          onNavigate?.();
        }}
      >
        {children}
        <span className="visually-hidden">{NEW_WINDOW_NOTE}</span>
      </a>
    );
  }

  if (action && actions) {
    return (
      <a
        href={href}
        aria-haspopup="dialog"
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          // Menus stay open under the dialog so focus can come back to this link on cancel.
          actions.open(action);
        }}
        {...rest}
      >
        {children}
      </a>
    );
  }

  const handleClick: AnchorHTMLAttributes<HTMLAnchorElement>['onClick'] = (event) => {
    onClick?.(event);
    onNavigate?.();
  };

  if (isExternalHref(href)) {
    return (
      <a href={href} onClick={handleClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} onClick={handleClick} {...rest}>
      {children}
    </Link>
  );
}
