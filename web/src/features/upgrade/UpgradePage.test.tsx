// @vitest-environment jsdom
import { upgradeOfferCards } from '@club/policy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { contentCardFixture, renderPage, type OperationHandler } from '../../lib/test-graphql';
import { UpgradePage } from './UpgradePage';
import { UPGRADE_TEXT } from './upgradeText';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const news: OperationHandler = () => ({
  data: { contents: { __typename: 'ContentSearchResult', items: [contentCardFixture('n1', 'Nuove linee guida ECM'), contentCardFixture('n2', 'Il fascicolo sanitario elettronico')] } },
});
const professionals: OperationHandler = () => ({
  data: {
    latestProfessionals: [1, 2].map((n) => ({
      __typename: 'ProfessionalCard',
      id: `p${n}`,
      firstName: 'Giulia',
      lastName: `Rossi ${n}`,
      city: 'Milano',
      province: 'MI',
      profession: { __typename: 'Profession', description: 'Medico' },
      professionDetail: null,
      specializations: [{ __typename: 'Specialization', name: 'Cardiologia' }],
    })),
  },
});
const down = (field: string): OperationHandler => () => ({ data: { [field]: null }, errors: [{ message: 'down', path: [field], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });

const eur = (cents: number) => ({ __typename: 'Money', cents, currency: 'EUR' });
const singleProductOffer: OperationHandler = () => ({
  data: {
    singleProductOffer: {
      __typename: 'Plan',
      id: '2',
      name: 'Premium',
      mostLiked: true,
      services: [],
      priceList: [{ __typename: 'PriceListEntry', installmentPlanId: '3', installmentPlanName: 'Mensile', installmentPlanNumber: 12, totalPrice: eur(13080), discountedPrice: null, instalmentPrice: eur(1090) }],
    },
    viewer: { __typename: 'Viewer', flags: { __typename: 'SubscriptionFlags', isSuspect: false } },
  },
});

const upgradeOf = (overrides: Record<string, unknown>) => ({
  __typename: 'UpgradeView',
  offerButtonLabel: 'Passa a Premium',
  breadcrumbLabel: 'Upgrade',
  heroVariant: 'full',
  showsLegalCases: false,
  offerCards: [],
  ...overrides,
});

function renderUpgrade(upgrade: Record<string, unknown>, button: unknown = null, handlers: Record<string, OperationHandler> = {}, url = '/upgrade') {
  return renderPage(<UpgradePage />, {
    path: '/upgrade',
    url,
    wrapper: ToastProvider,
    handlers: {
      SingleProductOffer: singleProductOffer,
      UpgradePage: () => ({ data: { viewer: { __typename: 'Viewer', subscriptionType: 'EX_PREMIUM', upgrade: upgradeOf(upgrade) } } }),
      UpgradeButton: () => ({ data: { viewer: { __typename: 'Viewer', upgrade: { __typename: 'UpgradeView', button } } } }),
      UpgradeNews: news,
      UpgradeProfessionals: professionals,
      ...handlers,
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
    // Spec 3 §2 single-product purchase banner: in the offer section, the server's plan bought in one step.
    const offer = within(container.querySelector<HTMLElement>('#upgrade-offerta')!);
    const banner = within(await offer.findByRole('region', { name: 'Premium' }));
    expect(banner.getByRole('heading', { level: 3, name: 'Premium' })).toBeTruthy();
    expect(banner.getByRole('button', { name: 'Acquista Online' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Le mie cause' })).toBeNull();
  });

  it("shows 'Le mie cause' only when the server says so, the trial hero, and switches the services tabs", async () => {
    renderUpgrade({ showsLegalCases: true, heroVariant: 'trial' });
    expect(await screen.findByRole('heading', { name: 'Le mie cause' })).toBeTruthy();
    // One trial length on the page: the hero says the 7 days of spec 3 §9 (TRIAL_DAYS), as the trial offer card does.
    expect(screen.getByRole('heading', { level: 1, name: 'Prova gratis per 7 giorni tutti i vantaggi del Club' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(upgradeOfferCards('REGISTRATO').find((c) => c.id === 'trial')!.title.replace('Prova gratis per ', ''));
    expect(document.body.textContent).not.toContain('un mese');
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

  it('#upgrade-news shows the latest news cards and the professionals section lists the latest professionals, each with its own query', async () => {
    const { container, sent } = renderUpgrade({});
    const newsSection = within(container.querySelector<HTMLElement>('#upgrade-news')!);
    expect(await newsSection.findByRole('link', { name: 'Nuove linee guida ECM' })).toBeTruthy();
    expect(newsSection.getByRole('heading', { level: 3, name: 'Il fascicolo sanitario elettronico' })).toBeTruthy();
    expect(newsSection.getByRole('link', { name: UPGRADE_TEXT.newsLink }).getAttribute('href')).toBe('/news-approfondimenti');
    const pros = within(screen.getByRole('heading', { level: 2, name: UPGRADE_TEXT.professionalsTitle }).closest('section')!);
    expect(await pros.findByRole('heading', { level: 3, name: /Giulia Rossi 1/ })).toBeTruthy();
    expect(pros.getAllByRole('listitem')).toHaveLength(2);
    expect(pros.getByRole('link', { name: 'Vedi tutti' })).toBeTruthy();
    expect(sent.find((s) => s.operationName === 'UpgradeNews')!.variables).toEqual({ rows: 3 });
    expect(sent.find((s) => s.operationName === 'UpgradeProfessionals')!.variables).toEqual({ take: 4 });
  });

  it('a failing news search says so in #upgrade-news; the professionals and the rest of the page stay', async () => {
    const { container } = renderUpgrade({ offerCards: [] }, null, { UpgradeNews: down('contents') });
    const newsSection = within(container.querySelector<HTMLElement>('#upgrade-news')!);
    expect(await newsSection.findByText(UPGRADE_TEXT.newsError)).toBeTruthy();
    expect(newsSection.getByRole('heading', { level: 2, name: UPGRADE_TEXT.newsTitle })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: /Giulia Rossi 2/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Accedi a tutti i vantaggi del Club' })).toBeTruthy();
    expect(container.querySelector('#upgrade-offerta')).not.toBeNull();
  });

  it("a failing professionals load is logged with the spec's message and only the list is hidden; the news stay", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderUpgrade({}, null, { UpgradeProfessionals: down('latestProfessionals') });
    await waitFor(() => expect(logged).toHaveBeenCalledWith(UPGRADE_TEXT.professionalsError, expect.anything()));
    expect(await screen.findByRole('link', { name: 'Nuove linee guida ECM' })).toBeTruthy();
    const pros = within(screen.getByRole('heading', { level: 2, name: UPGRADE_TEXT.professionalsTitle }).closest('section')!);
    expect(pros.queryByRole('list')).toBeNull();
    expect(pros.getByRole('link', { name: 'Vedi tutti' })).toBeTruthy();
  });

  it("the contact form is the spec 2 §5 upgrade form: e-mail, phone and privacy only, 'Campo obbligatorio.' with its period, phone digits 9 to 20", async () => {
    const { container } = renderUpgrade({});
    const form = container.querySelector('[data-lead-form="upgrade-das"]') as HTMLElement;
    expect(form).not.toBeNull();
    const inForm = within(form);
    expect(inForm.getByRole('textbox', { name: /E-Mail/ })).toBeTruthy();
    expect(inForm.queryByRole('textbox', { name: /^Nome/ })).toBeNull();
    expect(inForm.queryByRole('textbox', { name: /Cognome/ })).toBeNull();
    expect(inForm.queryByRole('textbox', { name: /Il tuo messaggio/ })).toBeNull();
    const phone = inForm.getByRole('textbox', { name: /Cellulare/ });
    expect(phone.getAttribute('maxlength')).toBe('20');

    fireEvent.click(inForm.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(inForm.getAllByText('Campo obbligatorio.').length).toBe(3));

    fireEvent.change(phone, { target: { value: '12345678' } });
    fireEvent.blur(phone);
    expect(await inForm.findByText('Numero di telefono non valido: verifica di aver scritto correttamente.')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '1'.repeat(20) } });
    await waitFor(() => expect(inForm.queryByText('Numero di telefono non valido: verifica di aver scritto correttamente.')).toBeNull());
  });

  it('/upgrade#upgrade-news opened from elsewhere scrolls to the section once the page has loaded and moves focus there', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderUpgrade({}, null, {}, '/upgrade#upgrade-news');
      await waitFor(() => expect(scrolled).toEqual(['upgrade-news']));
      expect(document.activeElement?.id).toBe('upgrade-news');
      expect(document.getElementById('upgrade-news')?.getAttribute('tabindex')).toBe('-1');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
