import type { Viewer } from '../../lib/viewer';
import { HeaderButtons } from './HeaderButtons';
import { Logo } from './Logo';
import { PartnerLogoImg, type PartnerLogoImage } from './PartnerLogo';
import { MobileHeader } from './MobileHeader';
import type { NavItem } from './navigation';
import { profileMenuName, ProfileMenu } from './ProfileMenu';
import { SearchBox } from './SearchBox';

/**
 * Site header (spec 1 §2 'Desktop layout'): on desktop the logo, the search box, the header
 * buttons and the profile menu (the sticky main navigation reveals the same search box with its
 * toggle once the header has scrolled away); below lg the three-state mobile header. topId names the
 * 'Inizio pagina' anchor that 'Torna su' focuses, inside this landmark like all content.
 */
export function Header({
  viewer,
  navItems,
  topId,
  partnerLogo = null,
  desktop = true,
  viewerLoading = false,
}: {
  viewer: Viewer | undefined;
  /**
   * Whether the viewer's first answer is still on its way: the header's buttons and profile menu come
   * with it, so the landmark says it is busy (aria-busy) until they are drawn, for assistive
   * technologies and for anything that reads the header's controls once the page has settled.
   */
  viewerLoading?: boolean;
  navItems: NavItem[];
  topId: string;
  /** The partner logo of the member's convention product (spec 1 §4), beside the club's. */
  partnerLogo?: PartnerLogoImage | null;
  /** Whether the viewport is lg or wider: below it the desktop bar (hidden by CSS) is not rendered. */
  desktop?: boolean;
}) {
  // A member whose data failed to load keeps the menu the server chose (spec 1 §8: 'kept').
  const user = viewer?.user;
  return (
    <header className="site-header" aria-busy={(viewerLoading && !viewer) || undefined}>
      <span id={topId} tabIndex={-1} className="visually-hidden">
        Inizio pagina
      </span>
      {desktop && (
        <div className="site-header__desktop only-desktop">
          <div className="container site-header__bar">
            <div className="site-header__brand">
              <Logo className="site-header__logo" />
              {partnerLogo && <PartnerLogoImg className="site-header__partner-logo" logo={partnerLogo} />}
            </div>
            <div className="site-header__search">
              <SearchBox hintWhileActive landmarkLabel="Ricerca nel sito" />
            </div>
            <div className="site-header__actions">
              <HeaderButtons buttons={viewer?.headerButtons ?? []} />
              {viewer && <ProfileMenu name={profileMenuName(user)} items={viewer.profileMenu} />}
            </div>
          </div>
        </div>
      )}
      <MobileHeader viewer={viewer} navItems={navItems} />
    </header>
  );
}
