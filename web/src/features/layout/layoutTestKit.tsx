/**
 * Test-only: GraphQL answers for the layout's operations and a renderer of AppLayout inside a
 * memory router, on an Apollo Client with the app's real cache configuration.
 */
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../../app/apollo';
import { createTestClient, LocationProbe, type OperationHandler } from '../../lib/test-graphql';
import { AppLayout } from './AppLayout';

type Persona = 'SUSPECT' | 'REGISTRATO' | 'TRIAL' | 'PREMIUM' | 'EX_TRIAL' | 'EX_PREMIUM';

const menuItem = (id: string, label: string, href: string) => ({ __typename: 'MenuItem', id, label, href });
const button = (id: string, label: string, href: string, variant: string) => ({ __typename: 'HeaderButton', id, label, href, variant, trackingCode: null });

export function viewerData(persona: Persona, overrides: { showsCreditsCounter?: boolean; topBarColour?: string } = {}) {
  const member = persona !== 'SUSPECT';
  return {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: persona,
      flags: {
        __typename: 'SubscriptionFlags',
        isSuspect: !member,
        isRegistered: persona === 'REGISTRATO',
        isTrial: persona === 'TRIAL',
        isPremium: persona === 'PREMIUM',
        isExTrial: persona === 'EX_TRIAL',
        isExPremium: persona === 'EX_PREMIUM',
        isEx: persona.startsWith('EX_'),
        isTrialOrPremium: persona === 'TRIAL' || persona === 'PREMIUM',
        isAPS: false,
      },
      activeWalletCodes: [],
      headerButtons: member
        ? [button('premium-plans', 'Piani Premium', '/piani', persona === 'TRIAL' ? 'warning' : 'primary')]
        : [button('login', 'Accedi', '/login', 'outline'), button('sign-up', 'Registrati gratis', '/registrazione', 'primary')],
      profileMenu: member ? [menuItem('profile', 'Profilo personale', '/profilo'), menuItem('help', 'Cerchi aiuto?', '/assistenza'), menuItem('logout', 'Esci (Logout)', '#logout')] : [],
      topBarColour: overrides.topBarColour ?? 'blue',
      showsCreditsCounter: overrides.showsCreditsCounter ?? false,
      user: member ? { __typename: 'User', id: '1000003', username: '1000003', name: 'Maria', surname: 'Bianchi' } : null,
    },
  };
}

type Nav = { label: string; href: string; children?: Nav[] };
const navItem = ({ label, href, children = [] }: Nav): Record<string, unknown> => ({ __typename: 'NavigationItem', label, href, children: children.map(navItem) });

export const NAVIGATION: Nav[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Corsi ECM',
    href: '/corsi-ecm-fad',
    children: [
      { label: 'E-book', href: '/corsi-ecm-fad/ebook' },
      { label: 'Formazione', href: '#', children: [{ label: 'Film Formazione', href: '/corsi-ecm-fad/film-formazione' }] },
    ],
  },
  {
    label: 'Servizi',
    href: '#',
    children: [
      { label: 'Chiamaci', href: '#phonecall' },
      { label: 'I piani', href: '#modalproducts' },
      { label: 'Partner', href: 'https://partner.example/offerta#__next' },
    ],
  },
];

type PartnerLogoAnswer = { name: string; imageUrl: string } | null;

/**
 * The layout query's answer. `partnerLogo` adds the signed-in member with the logo the server chose
 * (null: none); left out, the answer has no viewer, as for a visitor.
 */
export function layoutData({
  topBar = [{ id: 'tb-1', message: 'Registrati gratis: news e servizi.' }],
  navigation = NAVIGATION as Nav[] | null,
  partnerLogo,
}: { topBar?: { id: string; message: string }[]; navigation?: Nav[] | null; partnerLogo?: PartnerLogoAnswer } = {}) {
  return {
    ...(partnerLogo !== undefined && {
      viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', partnerLogo: partnerLogo && { __typename: 'PartnerLogo', ...partnerLogo } } },
    }),
    navigation: navigation?.map(navItem) ?? null,
    topBar: topBar.map((item) => ({ __typename: 'TopBarMessage', link: null, linkLabel: null, ...item })),
    footer: {
      __typename: 'Footer',
      tagline: 'Il club dei professionisti della salute.',
      companyLine: 'Club Salute S.r.l. – P.IVA 01234567890',
      email: 'assistenza@demo.club',
      tollFreeNumber: '800 123 456',
      links: [
        { __typename: 'FooterLink', label: 'Chi siamo', href: '/chi-siamo', hasSeparator: false },
        { __typename: 'FooterLink', label: 'Programma fedeltà', href: '/programma-fedelta-premiati', hasSeparator: true },
      ],
      social: ['twitter', 'linkedin', 'instagram', 'youtube', 'facebook'].map((label) => ({ __typename: 'FooterLink', label, href: `https://www.${label}.com/club`, hasSeparator: false })),
    },
  };
}

export function renderLayout({ url = '/', handlers }: { url?: string; handlers: Record<string, OperationHandler> }) {
  const { client: testClient, sent } = createTestClient(handlers);
  const client = createApolloClient();
  client.setLink(testClient.link);
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '*', element: <LocationProbe /> }] }], { initialEntries: [url] });
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, client, sent, router };
}
