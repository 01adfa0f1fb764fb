// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../lib/test-graphql';
import { UpgradePage } from './UpgradePage';

afterEach(cleanup);

const upgradeOf = (overrides: Record<string, unknown>) => ({
  __typename: 'UpgradeView',
  offerButtonLabel: 'Passa a Premium',
  breadcrumbLabel: 'Upgrade',
  heroVariant: 'full',
  showsLegalCases: false,
  offerCards: [],
  ...overrides,
});

function renderUpgrade(upgrade: Record<string, unknown>, button: unknown = null) {
  return renderPage(<UpgradePage />, {
    path: '/upgrade',
    url: '/upgrade',
    handlers: {
      UpgradePage: () => ({ data: { viewer: { __typename: 'Viewer', subscriptionType: 'EX_PREMIUM', upgrade: upgradeOf(upgrade) } } }),
      UpgradeButton: () => ({ data: { viewer: { __typename: 'Viewer', upgrade: { __typename: 'UpgradeView', button } } } }),
    },
  });
}

describe('/upgrade (spec 3 §2, §4, §6)', () => {
  it("shows the server's breadcrumb, offer cards and offer button, every anchor, and the upgrade-das lead form", async () => {
    const { container } = renderUpgrade(
      {
        breadcrumbLabel: 'Rinnova il tuo abbonamento',
        offerButtonLabel: 'Rinnova',
        offerCards: [{ __typename: 'UpgradeOfferCard', id: 'renew', title: 'Rinnova il tuo abbonamento', text: 't', cta: { __typename: 'UpgradeLink', label: 'Rinnova', href: '/piani' } }],
      },
      { __typename: 'UpgradeButton', label: 'Rinnova', href: '/upgrade', secondary: null },
    );
    expect((await screen.findByRole('navigation', { name: 'Breadcrumb' })).textContent).toContain('Rinnova il tuo abbonamento');
    expect(await screen.findByRole('heading', { name: 'Accedi a tutti i vantaggi del Club' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Rinnova' }).length).toBeGreaterThanOrEqual(2);
    for (const anchor of ['upgrade-header', 'upgrade-offerta', 'upgrade-fad', 'upgrade-servizi', 'upgrade-topnegozi', 'netmed-advantages', 'upgrade-risorse', 'upgrade-winloy', 'upgrade-news']) {
      expect(container.querySelector(`#${anchor}`), anchor).not.toBeNull();
    }
    expect(container.querySelector('[data-lead-form="upgrade-das"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Le mie cause' })).toBeNull();
  });

  it("shows 'Le mie cause' only when the server says so, the trial hero, and switches the services tabs", async () => {
    renderUpgrade({ showsLegalCases: true, heroVariant: 'trial' });
    expect(await screen.findByRole('heading', { name: 'Le mie cause' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prova gratis per un mese tutti i vantaggi del Club' })).toBeTruthy();
    const insurance = screen.getByRole('tab', { name: 'Servizi assicurativi' });
    fireEvent.click(insurance);
    expect(insurance.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Consulenza assicurativa');
  });

  it('the upgrade button shows the visitor its login link', async () => {
    renderUpgrade({}, { __typename: 'UpgradeButton', label: 'Prova gratis', href: '/registrazione-trial', secondary: { __typename: 'UpgradeLink', label: 'Hai già un account? Accedi', href: '/login' } });
    expect((await screen.findByRole('link', { name: 'Prova gratis' })).getAttribute('href')).toBe('/registrazione-trial');
    expect(screen.getByRole('link', { name: 'Hai già un account? Accedi' }).getAttribute('href')).toBe('/login');
  });
});
