import type { ReactNode } from 'react';

/** Decorative icons of the layout; the controls that use them carry the accessible name. */
type IconProps = { size?: number };

function Svg({ size = 24, children, stroke = true }: IconProps & { children: ReactNode; stroke?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={stroke ? 'none' : 'currentColor'}
      stroke={stroke ? 'currentColor' : 'none'}
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Svg>
);

export const MenuIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const UserIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Svg>
);

export const ArrowUpIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);

export const PhoneIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Svg>
);

export const MailIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

/** The social networks of the footer (spec 1 §2), with their display names. */
export const SOCIAL_NETWORKS = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Which network a footer social link is, from its label or its address. */
export function socialNetworkOf(link: { label: string; href: string }): SocialNetwork | null {
  const haystack = `${link.label} ${link.href}`.toLowerCase();
  const networks = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];
  return networks.find((network) => haystack.includes(network)) ?? (haystack.includes('x.com') ? 'twitter' : null);
}

export function SocialIcon({ network, size = 22 }: IconProps & { network: SocialNetwork }) {
  switch (network) {
    case 'twitter':
      return (
        <Svg size={size} stroke={false}>
          <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
        </Svg>
      );
    case 'linkedin':
      return (
        <Svg size={size} stroke={false}>
          <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z" />
        </Svg>
      );
    case 'instagram':
      return (
        <Svg size={size}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </Svg>
      );
    case 'youtube':
      return (
        <Svg size={size} stroke={false}>
          <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.1V8.9l5.2 3.1L10 15.1z" />
        </Svg>
      );
    case 'facebook':
      return (
        <Svg size={size} stroke={false}>
          <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
        </Svg>
      );
  }
}
