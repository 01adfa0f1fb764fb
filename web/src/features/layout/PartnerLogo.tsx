import { getFragmentData, graphql, type FragmentType } from '../../gql';

/**
 * The partner logo of the member's product (spec 1 §4 'Logo selection'): the server sends one only
 * for an active subscription whose product is a convention (packages/policy `partnerLogoFor`).
 */
export const PartnerLogo_QueryFragment = graphql(`
  fragment PartnerLogo_query on Query {
    viewer {
      user {
        id
        partnerLogo {
          name
          imageUrl
        }
      }
    }
  }
`);

export type PartnerLogoImage = { src: string; alt: string };

/** The logo the layout shows, or null (none chosen, or the logos failed to load: spec 1 §8 'partner block hidden'). */
export function partnerLogoOf(query: FragmentType<typeof PartnerLogo_QueryFragment> | undefined): PartnerLogoImage | null {
  // A partial answer (the viewer failed, or a test's mock without it) leaves the viewer out.
  const viewer = getFragmentData(PartnerLogo_QueryFragment, query)?.viewer as { user?: { partnerLogo?: { name: string; imageUrl: string } | null } | null } | undefined;
  const logo = viewer?.user?.partnerLogo;
  return logo ? { src: logo.imageUrl, alt: logo.name } : null;
}

/** The logo as an image (no link: it names the member's convention, it leads nowhere). */
export function PartnerLogoImg({ logo, className }: { logo: PartnerLogoImage; className: string }) {
  return <img className={className} src={logo.src} alt={logo.alt} height={40} />;
}
