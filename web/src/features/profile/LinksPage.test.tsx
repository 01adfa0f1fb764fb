// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { LinksPage } from './LinksPage';
import { profileRoutes } from './routes';

afterEach(cleanup);

function viewer(subscriptionType: string): OperationHandler {
  const member = subscriptionType !== 'SUSPECT';
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType,
        flags: { __typename: 'SubscriptionFlags', isSuspect: !member, isRegistered: false, isTrial: false, isPremium: member, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: member, isAPS: false },
        activeWalletCodes: [],
        headerButtons: [],
        profileMenu: [],
        topBarColour: 'blue',
        showsCreditsCounter: false,
        user: member ? { __typename: 'User', id: '1000003', username: '1000003', name: 'Francesca', surname: 'Romano' } : null,
      },
    },
  });
}

const frame: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'TRIAL',
      profileSideMenu: [{ __typename: 'ProfileSideMenuItem', id: 'overview', label: 'Panoramica', href: '/profilo', icon: 'HOME' }],
      profileBanner: null,
      profileActivationDate: '2024',
      profileActivationDay: '15/03/2024',
      user: { __typename: 'User', id: '1000003', username: '1000003' },
    },
  },
});

// What the server allows this member (packages/policy profile cards): a trial member without the legal wallet has no 'Le mie Cause'.
const links: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      profileOverviewCards: [{ __typename: 'ProfileOverviewCard', id: 'training', label: 'La mia Formazione', href: '/profilo/la-mia-formazione' }],
      profileAccountCards: [{ __typename: 'MenuItem', id: 'personal-data', label: 'Dati personali', href: '/profilo/dati-personali' }],
    },
  },
});

describe('/link (spec 3 §2 profile routes): the member\'s useful links', () => {
  it('is a route of the web client (so the gateway\'s route table answers it 200, not 404)', () => {
    expect(matchRoutes(profileRoutes, '/link')?.at(-1)?.route.path).toBe('/link');
  });

  it("lists the member's own pages as the server gives them, then the club's pages and the privacy notices", async () => {
    renderPage(<LinksPage />, { path: '/link', url: '/link', wrapper: ToastProvider, handlers: { Viewer: viewer('TRIAL'), ProfileFrame: frame, ProfileLinks: links } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link utili' })).toBeTruthy();
    const own = await screen.findByRole('region', { name: 'La tua area personale' });
    await within(own).findByRole('link', { name: 'La mia Formazione' });
    expect(within(own).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/profilo/la-mia-formazione', '/profilo/i-miei-servizi', '/profilo/dati-personali']);
    expect(within(own).queryByRole('link', { name: 'Le mie Cause' })).toBeNull();
    const club = screen.getByRole('region', { name: 'Il Club' });
    expect(within(club).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/corsi-ecm-fad', '/risorse', '/professionisti-sanitari', '/news-approfondimenti']);
    const privacy = screen.getByRole('region', { name: 'Privacy e note legali' });
    expect(within(privacy).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/informativa-privacy', '/privacy-policy', '/cookie-policy', '/privacy-homnya', '/privacy-integrativa']);
  });

  it('sends a visitor to the login page and back, like the other profile pages', async () => {
    const { sent } = renderPage(<LinksPage />, { path: '/link', url: '/link', handlers: { Viewer: viewer('SUSPECT'), ProfileFrame: frame, ProfileLinks: links } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirectTo=%2Flink'));
    expect(sent.some((op) => op.operationName === 'ProfileLinks')).toBe(false);
  });
});
