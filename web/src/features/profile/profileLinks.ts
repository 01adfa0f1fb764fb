import { paths } from '../../config/paths';

export type ProfileLink = { label: string; href: string };

/**
 * The fixed groups of /link (spec 3 §2 'Other linked routes' of the profile area): pages every member
 * may open. The member's own pages (which depend on the subscription and wallets) come from the server.
 * /upgrade, /prodotti, /login and /registrazione of that list are left out: they depend on who asks
 * (the header and the loyalty page offer them where they apply).
 */
export const PROFILE_LINK_GROUPS: readonly { title: string; links: readonly ProfileLink[] }[] = [
  {
    title: 'Il Club',
    links: [
      { label: 'Corsi ECM FAD', href: paths.courses },
      { label: 'Risorse', href: paths.resources },
      { label: 'Professionisti sanitari', href: paths.professionals },
      { label: 'News e approfondimenti', href: paths.news },
    ],
  },
  {
    title: 'Privacy e note legali',
    links: [
      { label: 'Informativa privacy', href: paths.privacyNotice },
      { label: 'Privacy policy', href: paths.privacyPolicy },
      { label: 'Cookie policy', href: paths.cookiePolicy },
      { label: 'Privacy Homnya', href: paths.privacyHomnya },
      { label: 'Privacy integrativa', href: paths.privacyIntegrativa },
    ],
  },
];
