import type { Viewer } from '../../lib/viewer';
import { HeaderButtons } from './HeaderButtons';
import { Logo } from './Logo';
import { MobileHeader } from './MobileHeader';
import type { NavItem } from './navigation';
import { displayName, ProfileMenu } from './ProfileMenu';

/**
 * Site header (spec 1 §2): on desktop the logo, the header buttons and the profile menu (search
 * lives in the sticky main navigation); below lg the three-state mobile header. topId names the
 * 'Inizio pagina' anchor that 'Torna su' focuses, inside this landmark like all content.
 */
export function Header({ viewer, navItems, topId }: { viewer: Viewer | undefined; navItems: NavItem[]; topId: string }) {
  const user = viewer?.user;
  return (
    <header className="site-header">
      <span id={topId} tabIndex={-1} className="visually-hidden">
        Inizio pagina
      </span>
      <div className="site-header__desktop only-desktop">
        <div className="container site-header__bar">
          <Logo className="site-header__logo" />
          <div className="site-header__actions">
            <HeaderButtons buttons={viewer?.headerButtons ?? []} />
            {user && <ProfileMenu name={displayName(user)} items={viewer.profileMenu} />}
          </div>
        </div>
      </div>
      <MobileHeader viewer={viewer} navItems={navItems} />
    </header>
  );
}
