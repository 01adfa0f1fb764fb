// @vitest-environment jsdom
import { PROFILE_SERVICE_RULES } from '@club/policy';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { PROFILE_SERVICE_ICONS, ServicesPage } from './ServicesPage';

afterEach(cleanup);

const viewer: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'PREMIUM',
      flags: { __typename: 'SubscriptionFlags', isSuspect: false, isRegistered: false, isTrial: false, isPremium: true, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: true, isAPS: false },
      activeWalletCodes: [],
      headerButtons: [],
      profileMenu: [],
      topBarColour: 'blue',
      showsCreditsCounter: false,
      user: { __typename: 'User', id: '1000003', username: '1000003', name: 'Francesca', surname: 'Romano' },
    },
  },
});

const frame: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'PREMIUM',
      profileSideMenu: [],
      profileBanner: null,
      profileActivationDate: '2024',
      profileActivationDay: '15/03/2024',
      user: { __typename: 'User', id: '1000003', username: '1000003' },
    },
  },
});

const services = (cards: { id: string; title: string; icon: string }[]): OperationHandler => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      profileServices: cards.map((c) => ({ __typename: 'ProfileServiceCard', body: 'Testo', href: '/servizi', cta: 'Vai', ...c })),
    },
  },
});

function renderServices(cards: { id: string; title: string; icon: string }[]) {
  return renderPage(<ServicesPage />, {
    path: '/profilo/i-miei-servizi',
    url: '/profilo/i-miei-servizi',
    wrapper: ToastProvider,
    handlers: { Viewer: viewer, ProfileFrame: frame, ProfileServices: services(cards) },
  });
}

describe("'I miei servizi' cards (spec 3 §3 Service card: title, body, icon, href, cta)", () => {
  it('each card shows the icon the server names, decorative', async () => {
    renderServices([
      { id: 'telemedicine', title: 'Telemedicina', icon: 'stethoscope' },
      { id: 'legal', title: 'Servizi legali', icon: 'scale' },
    ]);
    const card = (await screen.findByRole('heading', { name: 'Telemedicina' })).closest('li')!;
    const icon = card.querySelector('[data-icon="stethoscope"]')!;
    expect(icon.textContent).toBe('🩺');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    const legal = screen.getByRole('heading', { name: 'Servizi legali' }).closest('li')!;
    expect(within(legal).getByText('⚖️').getAttribute('data-icon')).toBe('scale');
  });

  it('every icon the policy gives a card has its drawing', () => {
    for (const rule of PROFILE_SERVICE_RULES) expect(PROFILE_SERVICE_ICONS[rule.card.icon], rule.card.icon).toBeTruthy();
  });

  it('an icon name the portal does not know is logged and left out; the card stays (spec 3 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderServices([{ id: 'x', title: 'Nuovo servizio', icon: 'razzo' }]);
    const card = (await screen.findByRole('heading', { name: 'Nuovo servizio' })).closest('li')!;
    expect(card.querySelector('[data-icon]')).toBeNull();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("'razzo'")));
    warn.mockRestore();
  });
});
