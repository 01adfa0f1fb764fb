// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { ResourcePage } from './ResourcePage';

afterEach(cleanup);

const PAYWALL = {
  __typename: 'PaywallOption',
  id: 'risorsa-piani',
  title: 'Risorsa riservata agli abbonati Premium',
  content: 'Abbonati a Premium per leggere i Moduli Premium del Club.',
  imageUrl: null,
  cta: { __typename: 'PaywallCta', label: 'Scopri i piani', link: '/piani' },
  hasLoginCta: false,
};

function modulo(overrides: Record<string, unknown>) {
  return {
    __typename: 'Content',
    id: '104001',
    title: 'Modulo di consenso',
    abstract: 'Un modulo.',
    body: '<p>Testo del modulo.</p>',
    contentType: 'Modulo',
    contentTypeLabel: 'Modulo',
    isPremium: true,
    paywalled: false,
    walletBlocked: false,
    flags: { __typename: 'ContentFlags', scientificTool: false },
    link: '/risorse/modulo-di-consenso-104001',
    userActions: ['Share'],
    courseId: null,
    allowedActions: [{ __typename: 'ContentActionDecision', action: 'SHARE', allowed: true, upsell: null, upsellTitle: null }],
    isFavourite: null,
    ...overrides,
  };
}

const renderResource = (content: unknown) =>
  renderPage(<ResourcePage />, {
    path: '/risorse/:slug',
    url: '/risorse/modulo-di-consenso-104001',
    wrapper: ToastProvider,
    handlers: { Resource: () => ({ data: { contentBySlug: content, resourcePaywall: PAYWALL } }) },
  });

describe('ResourcePage paywall (spec 1 §6: decided by the server)', () => {
  it("a paywalled resource shows the server's option and no text", async () => {
    renderResource(modulo({ paywalled: true, body: null }));
    const paywall = await screen.findByRole('region', { name: 'Risorsa riservata agli abbonati Premium' });
    expect(within(paywall).getByRole('link', { name: 'Scopri i piani' }).getAttribute('href')).toBe('/piani');
    expect(screen.queryByText('Testo del modulo.')).toBeNull();
  });

  it('a premium resource the server does not paywall shows its text and no paywall', async () => {
    renderResource(modulo({}));
    expect(await screen.findByText('Testo del modulo.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Risorsa riservata agli abbonati Premium' })).toBeNull();
  });
});
