// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { CoursePage } from './CoursePage';

type Outcome = 'OPEN' | 'UPGRADE' | 'CREDITS' | 'FISCAL_CODE' | 'PRODUCTS';

function course(overrides: { status?: string | null; showsUpgradeInsteadOfStart?: boolean } = {}) {
  const status = overrides.status ?? null;
  return {
    __typename: 'Course',
    id: '12',
    courseId: '2506-412',
    slug: 'rischio-clinico',
    title: 'Rischio clinico',
    cardHeading: 'Corso ECM FAD · Medicina',
    description: 'Gestione del rischio in corsia.',
    imageUrl: '/img/12.jpg',
    credits: 6,
    duration: 4.5,
    expiryDate: '2026-12-31',
    downloadPdfUrl: 'https://fad.example/pdfdown/course_12',
    series: { __typename: 'Series', id: 's1', name: 'Medicina' },
    teachingModel: { __typename: 'TeachingModel', id: 'm1', name: 'Interattivo' },
    viewerStatus: status === null ? null : { __typename: 'CourseViewerStatus', status, started: true, percentageOfCompletion: 40 },
    accessDecision: {
      __typename: 'CourseAccessDecision',
      outcome: 'OPEN',
      showsUpgradeInsteadOfStart: overrides.showsUpgradeInsteadOfStart ?? false,
    },
  };
}

const decision = (outcome: Outcome, reason: string | null = null, accessUrl: string | null = null): GraphQLResult => ({
  data: {
    startCourse: {
      __typename: 'StartCourseResult',
      decision: { __typename: 'CourseAccessDecision', outcome, reason },
      accessUrl,
    },
  },
});

const noSuggestions: OperationHandler = () => ({
  data: { suggestedCourses: { __typename: 'SuggestedCourses', top: [], new: [], foryou: [] } },
});

function renderCourse(handlers: Record<string, OperationHandler>, page = course()) {
  return renderPage(<CoursePage />, {
    path: '/corsi-ecm-fad/:slug',
    url: '/corsi-ecm-fad/rischio-clinico',
    wrapper: ToastProvider,
    handlers: { CoursePage: () => ({ data: { courseBySlug: page } }), SuggestedCourses: noSuggestions, ...handlers },
  });
}

const startButton = () => screen.findByRole('button', { name: 'Vai al corso' });
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  open = vi.fn();
  vi.stubGlobal('open', open);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('course page (spec 2 §2, §3)', () => {
  it('shows the header facts, the course sheet link and the start button by status', async () => {
    renderCourse({}, course({ status: 'ACTIVE' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rischio clinico' })).toBeTruthy();
    expect(screen.getByText('6 crediti ECM')).toBeTruthy();
    expect(screen.getByText('4,5 ore')).toBeTruthy();
    expect(screen.getByText('31/12/2026')).toBeTruthy();
    expect(screen.getByText('Continua il Corso e ottieni i crediti ECM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continua il corso' })).toBeTruthy();
    const sheet = screen.getByRole('link', { name: /Scarica la scheda del corso/ });
    expect(sheet.getAttribute('href')).toBe('https://fad.example/pdfdown/course_12');
    expect(sheet.getAttribute('data-tracking-code')).toBe('CF101');
  });

  it('suggested courses: skeleton cards while they load, the page\'s own course excluded on the server (spec 2 §2, 3 §9)', async () => {
    let answer: (result: GraphQLResult) => void = () => undefined;
    const { sent } = renderCourse({ SuggestedCourses: () => new Promise<GraphQLResult>((resolve) => (answer = resolve)) });
    await screen.findByRole('heading', { level: 1, name: 'Rischio clinico' });
    const section = screen.getByRole('region', { name: 'Corsi suggeriti' });
    await waitFor(() => expect(within(section).getByTestId('course-skeletons').children).toHaveLength(6));
    expect(sent.find((o) => o.operationName === 'SuggestedCourses')?.variables).toEqual({ limit: 6, excludeId: '12' });
    const card = (id: string) => ({ ...course(), id, slug: `corso-${id}`, title: `Corso ${id}`, viewerStatus: null });
    answer({ data: { suggestedCourses: { __typename: 'SuggestedCourses', top: [card('30')], new: [card('31')], foryou: [] } } });
    expect(await within(section).findByRole('heading', { name: 'Corso 31' })).toBeTruthy();
    expect(within(section).queryByTestId('course-skeletons')).toBeNull();
  });

  it('no suggested course at all (a member without the ecm wallet, spec 2 §6): the section goes away, no empty heading', async () => {
    let answer: (result: GraphQLResult) => void = () => undefined;
    renderCourse({ SuggestedCourses: () => new Promise<GraphQLResult>((resolve) => (answer = resolve)) });
    await screen.findByRole('heading', { level: 1, name: 'Rischio clinico' });
    expect(screen.getByRole('region', { name: 'Corsi suggeriti' })).toBeTruthy();
    answer({ data: { suggestedCourses: { __typename: 'SuggestedCourses', top: [], new: [], foryou: [] } } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Corsi suggeriti' })).toBeNull());
    expect(document.querySelector('.toast--danger')).toBeNull();
  });

  it("a failing suggestion call shows the danger toast 'Errore nel servizio /CMS/Search/CorsiSuggeriti' and no inline text (spec 2 §8)", async () => {
    renderCourse({ SuggestedCourses: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    await screen.findByRole('heading', { level: 1, name: 'Rischio clinico' });
    await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Errore nel servizio /CMS/Search/CorsiSuggeriti'));
    expect(document.querySelector('.course-page')?.textContent).not.toContain('Errore nel servizio');
    expect(screen.queryByRole('region', { name: 'Corsi suggeriti' })).toBeNull();
  });

  it('an unknown slug shows the not-found state', async () => {
    renderPage(<CoursePage />, {
      path: '/corsi-ecm-fad/:slug',
      url: '/corsi-ecm-fad/nessuno',
      wrapper: ToastProvider,
      handlers: { CoursePage: () => ({ data: { courseBySlug: null } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it("the API's NOT_FOUND for an unknown slug shows the not-found state, not the service error", async () => {
    renderPage(<CoursePage />, {
      path: '/corsi-ecm-fad/:slug',
      url: '/corsi-ecm-fad/nessuno',
      wrapper: ToastProvider,
      handlers: { CoursePage: () => ({ data: { courseBySlug: null }, errors: [{ message: 'Corso non trovato.', path: ['courseBySlug'], extensions: { code: 'NOT_FOUND' } }] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.queryByText('Errore nel servizio /FAD/Corsi')).toBeNull();
  });

  it('any other error shows the service error', async () => {
    renderPage(<CoursePage />, {
      path: '/corsi-ecm-fad/:slug',
      url: '/corsi-ecm-fad/nessuno',
      wrapper: ToastProvider,
      handlers: { CoursePage: () => ({ data: { courseBySlug: null }, errors: [{ message: 'Servizio temporaneamente non disponibile.', path: ['courseBySlug'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) },
    });
    expect(await screen.findByText('Errore nel servizio /FAD/Corsi')).toBeTruthy();
  });

  it("a premium member without ecm sees 'Effettua l'upgrade' instead of the start button", async () => {
    renderCourse({}, course({ showsUpgradeInsteadOfStart: true }));
    const upgrade = await screen.findByRole('link', { name: "Effettua l'upgrade" });
    expect(upgrade.getAttribute('href')).toBe('/upgrade');
    expect(screen.queryByRole('button', { name: 'Vai al corso' })).toBeNull();
  });
});

const planOffers = (trialStart: string) => () => ({
  data: {
    plans: [
      {
        __typename: 'Plan', id: 'p1', name: 'Premium', mostLiked: true, purchasable: true,
        priceList: [{ __typename: 'PriceListEntry', installmentPlanId: '3', installmentPlanNumber: 12, installmentPlanName: 'Mensile', totalPrice: { __typename: 'Money', cents: 13080, currency: 'EUR' }, discountedPrice: null, instalmentPrice: { __typename: 'Money', cents: 1090, currency: 'EUR' } }],
      },
    ],
    viewer: { __typename: 'Viewer', trialStart },
  },
});

describe('starting a course: the five outcomes (spec 2 §4)', () => {
  it('OPEN opens the access URL in a new window', async () => {
    const { sent } = renderCourse({ StartCourse: () => decision('OPEN', null, 'http://upstream/player/1') });
    fireEvent.click(await startButton());
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://upstream/player/1', '_blank', 'noopener'));
    expect(sent.find((o) => o.operationName === 'StartCourse')?.variables).toEqual({ courseId: '12' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('UPGRADE for a visitor: the upgrade modal with Accedi and Registrati gratis', async () => {
    renderCourse({ StartCourse: () => decision('UPGRADE', 'LOGIN_REQUIRED') });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: "Vuoi avere accesso al servizio di Formazione ECM?" }));
    expect(dialog.getByRole('link', { name: "Effettua l'upgrade" }).getAttribute('href')).toBe('/upgrade');
    expect(dialog.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login?redirectTo=%2Fcorsi-ecm-fad%2Frischio-clinico');
    expect(dialog.getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
    expect(open).not.toHaveBeenCalled();
  });

  it("UPGRADE for a member: the service question, the plans with prices, the trial link only when the server allows it", async () => {
    renderCourse({ StartCourse: () => decision('UPGRADE', 'WALLET_REQUIRED'), PlanOffers: planOffers('ACTIVATE') });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Vuoi avere accesso al servizio di Formazione ECM?' }));
    expect(await dialog.findByText('12 rate da 10,90 €')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Attiva la prova gratuita di 7 giorni' }).getAttribute('href')).toBe('/attivazione-trial');
  });

  it('UPGRADE for a member: no login links', async () => {
    renderCourse({ StartCourse: () => decision('UPGRADE', 'WALLET_REQUIRED') });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: "Vuoi avere accesso al servizio di Formazione ECM?" }));
    expect(dialog.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('CREDITS: the credits modal leads to the plans', async () => {
    renderCourse({ StartCourse: () => decision('CREDITS', 'CREDITS_REQUIRED') });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Crediti ECM insufficienti' }));
    expect(dialog.getByRole('link', { name: 'Scopri i piani' }).getAttribute('href')).toBe('/piani');
  });

  it('PRODUCTS: the products modal lists the plans', async () => {
    renderCourse({
      StartCourse: () => decision('PRODUCTS', 'PRODUCTS_REQUIRED'),
      PlanOffers: planOffers('NOT_ELIGIBLE'),
    });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Scegli il piano per seguire il corso' }));
    expect(await dialog.findByText('Premium')).toBeTruthy();
    expect(dialog.getByText('Il più scelto')).toBeTruthy();
    expect(dialog.getByText('12 rate da 10,90 €')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Scopri i piani' }).getAttribute('href')).toBe('/piani');
  });

  it('FISCAL_CODE: checks the code, saves it upper-cased, then starts again and opens', async () => {
    let starts = 0;
    const { sent } = renderCourse({
      StartCourse: () => (++starts === 1 ? decision('FISCAL_CODE', 'FISCAL_CODE_REQUIRED') : decision('OPEN', null, 'http://upstream/player/2')),
      SaveFiscalCode: () => ({
        data: { updateContactData: { __typename: 'UpdateContactResult', ok: true, viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1', hasFiscalCode: true } } } },
      }),
    });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Completa il tuo profilo per seguire il corso' }));
    const field = dialog.getByLabelText('Codice Fiscale');
    fireEvent.change(field, { target: { value: 'RSSMRA85T10A562X' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salva e inizia il corso' }));
    expect(await dialog.findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(sent.some((o) => o.operationName === 'SaveFiscalCode')).toBe(false);

    fireEvent.change(field, { target: { value: 'rssmra85t10a562s' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salva e inizia il corso' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://upstream/player/2', '_blank', 'noopener'));
    expect(sent.find((o) => o.operationName === 'SaveFiscalCode')?.variables).toEqual({ input: { fiscalCode: 'RSSMRA85T10A562S' } });
    expect(sent.filter((o) => o.operationName === 'StartCourse')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("FISCAL_CODE: a code the server refuses shows the toast 'Codice fiscale non valido.'", async () => {
    renderCourse({
      StartCourse: () => decision('FISCAL_CODE', 'FISCAL_CODE_REQUIRED'),
      SaveFiscalCode: () => ({ errors: [{ message: 'Inserisci un Codice Fiscale valido.', extensions: { code: 'BAD_USER_INPUT', field: 'fiscalCode' } }] }),
    });
    fireEvent.click(await startButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Completa il tuo profilo per seguire il corso' }));
    fireEvent.change(dialog.getByLabelText('Codice Fiscale'), { target: { value: 'RSSMRA85T10A562S' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salva e inizia il corso' }));
    expect(await screen.findByText('Codice fiscale non valido.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('a failing start shows the service toast', async () => {
    renderCourse({ StartCourse: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/FAD/Utente/AutoLogin/12/FAD CATALOGO - Corso' } }] }) });
    fireEvent.click(await startButton());
    expect(await screen.findByText('Errore nel servizio /FAD/Utente/AutoLogin/12/FAD CATALOGO - Corso')).toBeTruthy();
  });
});

describe('certificate of a passed course (spec 2 §2, §8)', () => {
  it('downloads the PDF under its file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:cert');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderCourse(
      { CourseCertificate: () => ({ data: { courseCertificate: { __typename: 'Certificate', fileName: 'certificato-12.pdf', contentType: 'application/pdf', base64: btoa('%PDF-1.4') } } }) },
      course({ status: 'PASSED' }),
    );
    expect(await screen.findByText('Rivedi i moduli del Corso')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scarica il certificato' }));
    await waitFor(() => expect(clicked).toEqual(['certificato-12.pdf']));
    const blob = createObjectURL.mock.calls[0]![0] as unknown as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe('%PDF-1.4'.length);
    click.mockRestore();
  });

  it("a failure shows 'Errore nel servizio /FAD/Corsi/{id}/Certificato'", async () => {
    renderCourse({ CourseCertificate: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) }, course({ status: 'PASSED' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica il certificato' }));
    expect(await screen.findByText('Errore nel servizio /FAD/Corsi/12/Certificato')).toBeTruthy();
  });
});
