import type { ReactNode } from 'react';
import type { ProfileMenuIcon } from '../../gql/graphql';

/** Decorative icons of the profile side menu (spec 3 §2); the link text carries the name. */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

const PATHS: Record<ProfileMenuIcon, ReactNode> = {
  HOME: <path d="M3 11 12 4l9 7v9h-6v-6H9v6H3z" />,
  CLOCK: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  ALERT: (
    <>
      <path d="M12 3 2 21h20z" />
      <path d="M12 10v5M12 18v.01" />
    </>
  ),
  CARD: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 10h10M7 14h6" />
    </>
  ),
  STAR: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  CREDIT_CARD: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </>
  ),
  RECEIPT: (
    <>
      <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
      <path d="M9 7h6M9 11h6M9 15h4" />
    </>
  ),
  USER: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </>
  ),
  LOCK: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
};

export function ProfileMenuIconSvg({ icon }: { icon: ProfileMenuIcon }) {
  return <Svg>{PATHS[icon]}</Svg>;
}
