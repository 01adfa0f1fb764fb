// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { InvoicesPage } from './InvoicesPage';
import { browserNavigation, PaymentMethodsPage } from './PaymentMethodsPage';
import { bonusCreditsLabel, OverviewPage } from './OverviewPage';
import { SubscriptionPage } from './SubscriptionPage';

afterEach(cleanup);

function viewer(subscriptionType: string): OperationHandler {
  const member = subscriptionType !== 'SUSPECT';
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType,
        flags: { __typename: 'SubscriptionFlags', isSuspect: !member, isRegistered: false, isTrial: false, isPremium: false, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: false, isAPS: false },
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

type Banner = { kind: string; daysLeft: number | null; action: { label: string; href: string } };

/** The server's upgrade button (viewer.upgrade.button), as the handler of the UpgradeButton query. */
const upgradeButtonAnswer = (button: { label: string; href: string } | null): OperationHandler => () => ({
  data: { viewer: { __typename: 'Viewer', upgrade: { __typename: 'UpgradeView', button: button && { __typename: 'UpgradeButton', ...button, secondary: null } } } },
});

const frame = (subscriptionType: string, banner: Banner | null = null): OperationHandler => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType,
      profileSideMenu: [
        { __typename: 'ProfileSideMenuItem', id: 'overview', label: 'Panoramica', href: '/profilo', icon: 'HOME' },
        { __typename: 'ProfileSideMenuItem', id: 'subscription', label: 'Abbonamento', href: '/profilo/abbonamento', icon: 'ALERT' },
      ],
      profileBanner: banner && { __typename: 'ProfileBanner', ...banner, action: { __typename: 'UpgradeLink', ...banner.action } },
      profileActivationDate: '2024',
      profileActivationDay: '15/03/2024',
      user: { __typename: 'User', id: '1000003', username: '1000003' },
    },
  },
});

const overview = (ecmCredits: Record<string, unknown> | null): OperationHandler => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'PREMIUM',
      profileOverviewCards: [
        { __typename: 'ProfileOverviewCard', id: 'cases', label: 'Le mie Cause', href: '/profilo/cause', description: 'x' },
        { __typename: 'ProfileOverviewCard', id: 'library', label: 'La mia Libreria', href: '/profilo/la-mia-libreria', description: 'y' },
      ],
      profileAccountCards: [{ __typename: 'MenuItem', id: 'subscription', label: 'Abbonamento', href: '/profilo/abbonamento' }],
      ecmCredits: ecmCredits && { __typename: 'EcmCredits', ...ecmCredits },
    },
  },
});

const summary = (total: number): OperationHandler => () => ({
  data: { trainingSummary: { __typename: 'TrainingSummary', active: total, passed: 0, failed: 0, expired: 0 } },
});

describe('/profilo', () => {
  it("greets the member, shows 'Plafond ECM' as the server computed it, both card groups and the chart with courses", async () => {
    renderPage(<OverviewPage />, {
      path: '/profilo',
      url: '/profilo',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        ProfileOverview: overview({ used: 50, available: 0, plafond: 50, bonusCredits: 0, showsRequestExtraCredits: true }),
        ProfileTrainingSummary: summary(3),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao 1000003' })).toBeTruthy();
    // Spec 3 §2: the 'Ciao' header carries the activation date; only 'Profilo personale' shortens it to the year for premium.
    expect(screen.getByText('Attivato in data 15/03/2024')).toBeTruthy();
    expect(screen.queryByText('Attivato in data 2024')).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifica profilo' }).getAttribute('href')).toBe('/profilo/dati-personali');
    const credits = (await screen.findByRole('heading', { name: 'I tuoi crediti ECM' })).closest('section')!;
    expect(within(credits).getByText('Plafond ECM').nextElementSibling?.textContent).toBe('50');
    expect(within(credits).getByRole('link', { name: 'Richiedi crediti extra' })).toBeTruthy();
    expect(await within(credits).findByText('Riepilogo dei tuoi corsi')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Le mie Cause/ }).getAttribute('href')).toBe('/profilo/cause');
    expect(screen.getByRole('heading', { name: 'Il tuo account' })).toBeTruthy();
  });

  it("bonus credits show in the ECM block with two decimals (spec 3 §9), and not at all while there are none", async () => {
    renderPage(<OverviewPage />, {
      path: '/profilo',
      url: '/profilo',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        ProfileOverview: overview({ used: 10, available: 40, plafond: 50, bonusCredits: 4.5, showsRequestExtraCredits: false }),
        ProfileTrainingSummary: summary(3),
      },
    });
    const credits = (await screen.findByRole('heading', { name: 'I tuoi crediti ECM' })).closest('section')!;
    expect(within(credits).getByText('Crediti bonus').nextElementSibling?.textContent).toBe('4,50');
    expect(bonusCreditsLabel(4.567)).toBe('4,57');
    expect(bonusCreditsLabel(3)).toBe('3,00');
  });

  it('no pie chart without courses and no extra-credits button when the server says so', async () => {
    renderPage(<OverviewPage />, {
      path: '/profilo',
      url: '/profilo',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('TRIAL'),
        ProfileFrame: frame('TRIAL', { kind: 'WARNING', daysLeft: 4, action: { label: 'Passa a premium', href: '/upgrade' } }),
        ProfileOverview: overview({ used: 0, available: 10, plafond: 10, bonusCredits: 0, showsRequestExtraCredits: false }),
        ProfileTrainingSummary: summary(0),
      },
    });
    expect(await screen.findByText('Il tuo periodo di prova termina tra 4 giorni.')).toBeTruthy();
    await screen.findByRole('heading', { name: 'I tuoi crediti ECM' });
    expect(screen.queryByRole('link', { name: 'Richiedi crediti extra' })).toBeNull();
    expect(screen.queryByText('Crediti bonus')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Riepilogo dei tuoi corsi')).toBeNull());
  });

  it("'Esci dal Club' sends the leave request once with the reason and confirms", async () => {
    const { sent } = renderPage(<OverviewPage />, {
      path: '/profilo',
      url: '/profilo',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        ProfileOverview: overview(null),
        LeaveClub: () => ({ data: { leaveClub: { __typename: 'LeaveClubResult', ok: true, requestId: 'r1' } } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Esci dal Club' }));
    fireEvent.change(screen.getByLabelText('Motivo (facoltativo)'), { target: { value: 'Pensione' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText(/La tua richiesta di uscita dal Club è stata inviata/)).toBeTruthy();
    const leaves = sent.filter((s) => s.operationName === 'LeaveClub');
    expect(leaves).toHaveLength(1);
    expect(leaves[0]).toMatchObject({ variables: { reason: 'Pensione' } });
    expect(leaves[0]!.idempotencyKey).toBeTruthy();
  });

  it('a visitor goes to the login page and back', async () => {
    renderPage(<OverviewPage />, { path: '/profilo', url: '/profilo', wrapper: ToastProvider, handlers: { Viewer: viewer('SUSPECT') } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirectTo=%2Fprofilo'));
  });
});

describe('/profilo/fatture-pagamenti', () => {
  it('premium: the invoices with their portal download links', async () => {
    renderPage(<InvoicesPage />, {
      path: '/profilo/fatture-pagamenti',
      url: '/profilo/fatture-pagamenti',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        ProfileInvoices: () => ({
          data: {
            viewer: {
              __typename: 'Viewer',
              subscriptionType: 'PREMIUM',
              user: {
                __typename: 'User',
                id: '1000003',
                invoices: [{ __typename: 'Invoice', id: 'PAY-1', productName: 'Club Medici Premium', issued: true, date: '2026-02-03', amount: 189, downloadUrl: '/files/fatture/PAY-1.pdf' }],
              },
            },
          },
        }),
      },
    });
    const link = (await screen.findByText('Scarica')).closest('a')!;
    expect(link.textContent).toBe('Scarica la fattura di Club Medici Premium del 03/02/2026');
    expect(link.getAttribute('href')).toBe('/files/fatture/PAY-1.pdf');
  });

  it("registrato: the empty text and the upsell with the server's upgrade button ('Prova gratis' to /attivazione-trial), from the server refusal", async () => {
    const { sent } = renderPage(<InvoicesPage />, {
      path: '/profilo/fatture-pagamenti',
      url: '/profilo/fatture-pagamenti',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('REGISTRATO'),
        ProfileFrame: frame('REGISTRATO'),
        ProfileInvoices: () => ({
          data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000001', invoices: null } } },
          errors: [{ message: 'Al momento non sono presenti fatture e pagamenti effettuati', path: ['viewer', 'user', 'invoices'], extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' } }],
        }),
        UpgradeButton: upgradeButtonAnswer({ label: 'Prova gratis', href: '/attivazione-trial' }),
      },
    });
    expect(await screen.findByText('Al momento non sono presenti fatture e pagamenti effettuati')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Prova gratis' })).getAttribute('href')).toBe('/attivazione-trial');
    // The upsell box always has a button: the forced mode of the upgrade button.
    const asked = sent.filter((o) => o.operationName === 'UpgradeButton').map((o) => o.variables);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((v) => v.forced === true)).toBe(true);
    expect(screen.queryByText('Si è verificato un errore con il servizio /invoice')).toBeNull();
  });

  it('a failing invoice service shows the danger toast naming /invoice', async () => {
    renderPage(<InvoicesPage />, {
      path: '/profilo/fatture-pagamenti',
      url: '/profilo/fatture-pagamenti',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        ProfileInvoices: () => ({
          data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', invoices: null } } },
          errors: [{ message: 'Si è verificato un errore con il servizio /invoice', path: ['viewer', 'user', 'invoices'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      },
    });
    expect(await screen.findByText('Si è verificato un errore con il servizio /invoice')).toBeTruthy();
    expect(screen.getByText('Le fatture non sono disponibili in questo momento.')).toBeTruthy();
  });

  it.each([
    ['an error without a path', () => ({ data: null, errors: [{ message: 'Servizio non disponibile.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] })],
    ['a user without a path in its error', () => ({ data: { viewer: { __typename: 'Viewer', user: null } }, errors: [{ message: 'Servizio non disponibile.' }] })],
  ] as const)('a failing invoices list with %s shows the error and the toast, not the empty state', async (_case, answer) => {
    renderPage(<InvoicesPage />, {
      path: '/profilo/fatture-pagamenti',
      url: '/profilo/fatture-pagamenti',
      wrapper: ToastProvider,
      handlers: { Viewer: viewer('PREMIUM'), ProfileFrame: frame('PREMIUM'), ProfileInvoices: answer as OperationHandler },
    });
    expect(await screen.findByText('Si è verificato un errore con il servizio /invoice')).toBeTruthy();
    expect(screen.getByText('Le fatture non sono disponibili in questo momento.')).toBeTruthy();
    expect(screen.queryByText('Al momento non sono presenti fatture e pagamenti effettuati')).toBeNull();
  });
});

const memberRecord = {
  clientCode: '1000008',
  registrationDate: '2024-03-15',
  cardCode: null,
  conventionOrder: null,
  promoCodes: [],
  expiration: { __typename: 'Expiration', isExpired: true, expDate: '2025-12-31', oldExpiration: null },
};

/** The services section's own query (no wallets unless a test gives them). */
const noServices: OperationHandler = () => ({ data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', staticWalletCodes: [], wallets: [] } } } });

describe('/profilo/abbonamento', () => {
  it('ex-premium: danger banner, no active subscription, history with the add-on without end date, upgrade box', async () => {
    renderPage(<SubscriptionPage />, {
      path: '/profilo/abbonamento',
      url: '/profilo/abbonamento',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('EX_PREMIUM'),
        ProfileFrame: frame('EX_PREMIUM', { kind: 'DANGER', daysLeft: null, action: { label: 'Rinnova', href: '/upgrade' } }),
        UpgradeButton: upgradeButtonAnswer({ label: 'Rinnova', href: '/upgrade' }),
        SubscriptionServices: noServices,
        ProfileSubscription: () => ({
          data: {
            viewer: {
              __typename: 'Viewer',
              profileUpgradeBox: true,
              user: {
                __typename: 'User',
                id: '1000008',
                ...memberRecord,
                lastSubscription: { __typename: 'LastSubscription', active: false, productName: 'Club Medici Premium', startDate: '2025-01-01', endDate: '2025-12-31' },
                subscriptionHistory: [
                  { __typename: 'SubscriptionHistoryItem', name: 'Polizza', activeFrom: '2025-02-01', endOfSubscription: null, isAddon: true, isActive: false },
                  { __typename: 'SubscriptionHistoryItem', name: 'Club Medici Premium', activeFrom: '2025-01-01', endOfSubscription: '2025-12-31', isAddon: false, isActive: false },
                ],
                subscriptionDocuments: [{ __typename: 'SubscriptionDocument', id: 'conditions-of-use', title: "Condizioni d'uso", text: 'Testo' }],
              },
            },
          },
        }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Il tuo abbonamento è scaduto.');
    expect(await screen.findByText('Al momento non hai un abbonamento attivo')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['Polizzaaddon', '01/02/2025', ''],
      ['Club Medici Premium', '01/01/2025', '31/12/2025'],
    ]);
    const box = screen.getByRole('heading', { name: 'Scopri tutti i vantaggi Premium' }).closest('section')!;
    expect((await within(box).findByRole('link', { name: 'Rinnova' })).getAttribute('href')).toBe('/upgrade');
    // The banner's button is the server's too.
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Rinnova' }).getAttribute('href')).toBe('/upgrade');
  });

  const subscription = (profileUpgradeBox: boolean): OperationHandler => () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        profileUpgradeBox,
        user: {
          __typename: 'User',
          id: '1000001',
          ...memberRecord,
          expiration: null,
          lastSubscription: null,
          subscriptionHistory: null,
          subscriptionDocuments: [],
          enrolmentCertificateUrl: null,
        },
      },
    },
  });

  it("registrato: the upgrade box the server serves, with 'Prova gratis' to /attivazione-trial", async () => {
    renderPage(<SubscriptionPage />, {
      path: '/profilo/abbonamento',
      url: '/profilo/abbonamento',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('REGISTRATO'),
        ProfileFrame: frame('REGISTRATO'),
        ProfileSubscription: subscription(true),
        SubscriptionServices: noServices,
        UpgradeButton: upgradeButtonAnswer({ label: 'Prova gratis', href: '/attivazione-trial' }),
      },
    });
    const box = (await screen.findByRole('heading', { name: 'Scopri tutti i vantaggi Premium' })).closest('section')!;
    expect((await within(box).findByRole('link', { name: 'Prova gratis' })).getAttribute('href')).toBe('/attivazione-trial');
  });

  it('no upgrade box when the server says so, whatever the type', async () => {
    renderPage(<SubscriptionPage />, {
      path: '/profilo/abbonamento',
      url: '/profilo/abbonamento',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('REGISTRATO'),
        ProfileFrame: frame('REGISTRATO'),
        ProfileSubscription: subscription(false),
        SubscriptionServices: noServices,
        UpgradeButton: upgradeButtonAnswer({ label: 'Prova gratis', href: '/attivazione-trial' }),
      },
    });
    expect(await screen.findByText('Al momento non hai un abbonamento attivo')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Scopri tutti i vantaggi Premium' })).toBeNull();
  });

  it("premium: the subscription record (client code, registration, card, convention order, expiry, promo codes) and each service with the server's standing, credit wallets with their balance", async () => {
    renderPage(<SubscriptionPage />, {
      path: '/profilo/abbonamento',
      url: '/profilo/abbonamento',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        UpgradeButton: upgradeButtonAnswer(null),
        ProfileSubscription: () => ({
          data: {
            viewer: {
              __typename: 'Viewer',
              profileUpgradeBox: false,
              user: {
                __typename: 'User',
                id: '1000003',
                clientCode: '1000003',
                registrationDate: '2024-03-15',
                cardCode: 'CARD-INF-0001',
                conventionOrder: 'ORD-2026-77',
                promoCodes: ['ECM2026', 'BENVENUTO'],
                expiration: { __typename: 'Expiration', isExpired: false, expDate: '2027-03-14', oldExpiration: '2026-03-14' },
                lastSubscription: null,
                subscriptionHistory: [],
                subscriptionDocuments: [],
                enrolmentCertificateUrl: null,
              },
            },
          },
        }),
        SubscriptionServices: () => ({
          data: {
            viewer: {
              __typename: 'Viewer',
              user: {
                __typename: 'User',
                id: '1000003',
                staticWalletCodes: ['netmed', 'winLoy'],
                wallets: [
                  { __typename: 'Wallet', code: 'ecm', label: 'Corsi ECM', standing: 'ACTIVE', balance: 12.5 },
                  { __typename: 'Wallet', code: 'netmed', label: 'Telemedicina', standing: 'REACTIVATING', balance: 0 },
                  { __typename: 'Wallet', code: 'winLoy', label: 'Programma fedeltà', standing: 'INACTIVE', balance: 0 },
                ],
              },
            },
          },
        }),
      },
    });
    const record = (await screen.findByRole('heading', { name: "Dati dell'iscrizione" })).closest('section')!;
    const facts = Array.from(record.querySelectorAll('dl > div')).map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`);
    expect(facts).toEqual([
      'Codice cliente: 1000003',
      'Data di registrazione: 15/03/2024',
      'Codice tessera: CARD-INF-0001',
      'Ordine convenzione: ORD-2026-77',
      'Scade il: 14/03/2027',
      'Scadenza precedente: 14/03/2026',
      'Codici promozionali: ECM2026, BENVENUTO',
    ]);
    const services = (await screen.findByRole('heading', { name: 'Servizi del tuo abbonamento' })).closest('section')!;
    const rows = within(services).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['Corsi ECM', 'Attivo', '12,5 crediti'],
      ['Telemedicina', 'In riattivazione', 'Incluso'],
      ['Programma fedeltà', 'Non attivo', 'Incluso'],
    ]);
  });

  it("the services failing: the record stays, the spec's wallets toast shows, the section is left out", async () => {
    renderPage(<SubscriptionPage />, {
      path: '/profilo/abbonamento',
      url: '/profilo/abbonamento',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        UpgradeButton: upgradeButtonAnswer(null),
        ProfileSubscription: subscription(false),
        SubscriptionServices: () => ({ data: { viewer: { __typename: 'Viewer', user: null } }, errors: [{ message: 'Errore nel servizio /CRM/Utente/Portafogli', path: ['viewer', 'user', 'wallets'] }] }),
      },
    });
    expect(await screen.findByText('Errore nel servizio /CRM/Utente/Portafogli')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Dati dell'iscrizione" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Servizi del tuo abbonamento' })).toBeNull();
  });
});

describe('/profilo/metodi-pagamento', () => {
  const methods = (list: unknown[]): OperationHandler => () => ({
    data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000003', paymentMethods: list } } },
  });

  it('masked cards with the favourite; the change sends the member to the provider page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { sent } = renderPage(<PaymentMethodsPage />, {
      path: '/profilo/metodi-pagamento',
      url: '/profilo/metodi-pagamento',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer('PREMIUM'),
        ProfileFrame: frame('PREMIUM'),
        ProfilePaymentMethods: methods([
          { __typename: 'PaymentMethod', cardType: 'VISA', cardNumber: '**** **** **** 4242', cardOwner: 'Francesca Romano', expireOn: '04/29', favorite: true },
          { __typename: 'PaymentMethod', cardType: 'PAYPAL', cardNumber: null, cardOwner: 'Francesca Romano', expireOn: null, favorite: false },
        ]),
        ChangePaymentMethod: () => ({ data: { changePaymentMethod: { __typename: 'ChangePaymentMethodResult', redirectUrl: 'https://pay.example/s/1' } } }),
      },
    });
    expect(await screen.findByText('**** **** **** 4242')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.className === 'payment-method');
    expect(items.map((li) => li.querySelector('.payment-method__type')?.textContent)).toEqual(['VisaPreferito', 'PayPal']);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica metodo di pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/s/1'));
    expect(sent.filter((s) => s.operationName === 'ChangePaymentMethod')).toHaveLength(1);
    assign.mockRestore();
  });

  it('the empty text without methods', async () => {
    renderPage(<PaymentMethodsPage />, {
      path: '/profilo/metodi-pagamento',
      url: '/profilo/metodi-pagamento',
      wrapper: ToastProvider,
      handlers: { Viewer: viewer('REGISTRATO'), ProfileFrame: frame('REGISTRATO'), ProfilePaymentMethods: methods([]) },
    });
    expect(await screen.findByText('Al momento non hai metodi di pagamento salvati')).toBeTruthy();
  });
});
