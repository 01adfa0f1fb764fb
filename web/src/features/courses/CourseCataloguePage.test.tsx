// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { CourseCataloguePage } from './CourseCataloguePage';

const options: OperationHandler = () => ({
  data: {
    courseSeries: [
      { __typename: 'Series', id: 's1', name: 'Medicina' },
      { __typename: 'Series', id: 's2', name: 'Legale' },
    ],
    teachingModels: [{ __typename: 'TeachingModel', id: 'm1', name: 'E-book' }],
  },
});

const visitor: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'SUSPECT',
      flags: { __typename: 'SubscriptionFlags', isSuspect: true, isRegistered: false, isTrial: false, isPremium: false, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: false, isAPS: false },
      activeWalletCodes: [],
      headerButtons: [],
      profileMenu: [],
      topBarColour: 'blue',
      showsCreditsCounter: false,
      user: null,
    },
  },
});

type Input = { page?: number; credits?: string; seriesId?: string | null; teachingModelId?: string | null; text?: string | null };

function course(n: number, status: string | null = null, started = true) {
  return {
    __typename: 'Course',
    id: `c${n}`,
    slug: `corso-${n}`,
    title: `Corso ${n}`,
    imageUrl: `/img/${n}.jpg`,
    credits: 4,
    previewPdfUrl: n === 1 ? '/files/corsi/1/scheda-anteprima.pdf?t=s' : null,
    series: { __typename: 'Series', id: 's1', name: 'Medicina' },
    teachingModel: { __typename: 'TeachingModel', id: 'm1', name: 'E-book' },
    viewerStatus: status === null ? null : { __typename: 'CourseViewerStatus', status, started },
  };
}

/** 20 courses (3 pages) unfiltered; 2 with credits 1-2; none for the text 'zzz'. */
const catalogue: OperationHandler = (variables) => {
  const input = (variables.input ?? {}) as Input;
  const page = input.page ?? 1;
  const total = input.text === 'zzz' ? 0 : input.credits === 'FROM_1_TO_2' ? 2 : 20;
  const start = (page - 1) * 9;
  const items = Array.from({ length: Math.max(0, Math.min(9, total - start)) }, (_, i) => course(start + i + 1));
  if (page === 1 && total === 20) {
    items[0] = course(1, 'ACTIVE', true);
    items[1] = course(2, 'ACTIVE', false);
    items[2] = course(3, 'PASSED');
  }
  return { data: { courseCatalogue: { __typename: 'CoursePage', page, pageSize: 9, total, totalPages: Math.ceil(total / 9), items } } };
};

const visitorOffer: OperationHandler = () => ({
  data: { courseOffer: { __typename: 'CourseOffer', showsHomeTeaser: true, catalogueBlock: null, showsTrainingAreaLink: false } },
});

function renderCatalogue(url = '/corsi-ecm-fad', handler: OperationHandler = catalogue) {
  return renderPage(<CourseCataloguePage />, {
    path: '/corsi-ecm-fad',
    url,
    wrapper: ToastProvider,
    handlers: { CatalogueFilterOptions: options, CourseCatalogue: handler, Viewer: visitor, CourseOffer: visitorOffer },
  });
}

const location = () => screen.getByTestId('location').textContent;
const lastInput = (sent: { operationName: string; variables: Record<string, unknown> }[]) =>
  sent.filter((o) => o.operationName === 'CourseCatalogue').at(-1)?.variables.input as Input;

afterEach(cleanup);

describe('CourseCataloguePage (spec 2 §2, §3, §4, §9)', () => {
  it('shows breadcrumbs, the counter and the cards with the button for each status', async () => {
    renderCatalogue();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Home');
    expect(await screen.findByText('20 corsi trovati')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(9);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Corso 1' })).toBeTruthy();
    expect(first.getByText('4 crediti ECM')).toBeTruthy();
    expect(first.getByText('Medicina')).toBeTruthy();
    expect(first.getByText('Continua il Corso e ottieni i crediti ECM')).toBeTruthy();
    // In progress and passed courses start from the card; the title leads to the course page.
    expect(first.getByRole('link', { name: 'Corso 1' }).getAttribute('href')).toBe('/corsi-ecm-fad/corso-1');
    expect(first.getByRole('button', { name: 'Continua il corso: Corso 1' })).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Inizia il corso: Corso 2' })).toBeTruthy();
    expect(within(cards[2]!).getByRole('button', { name: 'Rivedi il corso: Corso 3' })).toBeTruthy();
    expect(within(cards[2]!).getByRole('button', { name: 'Scarica il certificato: Corso 3' })).toBeTruthy();
    expect(within(cards[2]!).getByText('Rivedi i moduli del Corso')).toBeTruthy();
    expect(within(cards[3]!).getByRole('link', { name: 'Vai al corso: Corso 4' }).getAttribute('href')).toBe('/corsi-ecm-fad/corso-4');
  });

  it("states the catalogue's figures and the ECM provider number 2506 (spec 2 §9)", async () => {
    renderCatalogue();
    const intro = screen.getByText(/Oltre 200 corsi online e 1\.500 crediti ECM/);
    expect(intro.textContent).toContain('Provider ECM n. 2506');
  });

  it('a card with a course sheet offers its preview link, at the address the API gives, in a new window (spec 2 §3, §7)', async () => {
    renderCatalogue();
    const sheet = await screen.findByRole('link', { name: 'Anteprima della scheda del corso: Corso 1 (si apre in una nuova finestra)' });
    expect(sheet.getAttribute('href')).toBe('/files/corsi/1/scheda-anteprima.pdf?t=s');
    expect(sheet.getAttribute('target')).toBe('_blank');
    expect(sheet.getAttribute('data-tracking-code')).toBe('CF101');
    expect(screen.queryByRole('link', { name: /Anteprima della scheda del corso: Corso 2 / })).toBeNull();
  });

  it('a filter goes into the URL, resets the page and queries the API', async () => {
    const { sent } = renderCatalogue('/corsi-ecm-fad?pagina=2');
    await screen.findByText('20 corsi trovati');
    expect(lastInput(sent).page).toBe(2);
    fireEvent.change(screen.getByLabelText('Crediti'), { target: { value: '1-2' } });
    await waitFor(() => expect(location()).toBe('/corsi-ecm-fad?crediti=1-2'));
    expect(await screen.findByText('2 corsi trovati')).toBeTruthy();
    expect(lastInput(sent)).toMatchObject({ page: 1, credits: 'FROM_1_TO_2' });
    await screen.findByRole('option', { name: 'Legale' });
    fireEvent.change(screen.getByLabelText('Collana'), { target: { value: 's2' } });
    await waitFor(() => expect(location()).toBe('/corsi-ecm-fad?crediti=1-2&collana=s2'));
    await waitFor(() => expect(lastInput(sent)).toMatchObject({ seriesId: 's2', credits: 'FROM_1_TO_2' }));
  });

  it('the pager moves with pagina and page 1 carries no parameter', async () => {
    renderCatalogue('/corsi-ecm-fad?crediti=6-10');
    await screen.findByText('20 corsi trovati');
    const pager = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(pager).getByText('1').getAttribute('aria-current')).toBe('page');
    const next = within(pager).getByRole('link', { name: 'Pagina successiva' });
    expect(next.getAttribute('rel')).toBe('next');
    fireEvent.click(within(pager).getByRole('link', { name: 'Pagina 2' }));
    await waitFor(() => expect(location()).toBe('/corsi-ecm-fad?crediti=6-10&pagina=2'));
    expect(await screen.findByText('Corso 10')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Paginazione' })).getByRole('link', { name: 'Pagina 1' }));
    await waitFor(() => expect(location()).toBe('/corsi-ecm-fad?crediti=6-10'));
  });

  it('free text: no search button below 2 characters; applies on submit from 2', async () => {
    const { sent } = renderCatalogue();
    await screen.findByText('20 corsi trovati');
    const box = screen.getByLabelText('Cerca un corso');
    fireEvent.change(box, { target: { value: 'z' } });
    expect(screen.queryByRole('button', { name: 'Cerca' })).toBeNull();
    fireEvent.submit(box);
    expect(location()).toBe('/corsi-ecm-fad');
    expect(lastInput(sent).text ?? null).toBeNull();
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(location()).toBe('/corsi-ecm-fad?testo=zzz'));
    expect(
      await screen.findByText('Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.'),
    ).toBeTruthy();
  });

  it("a failing course list shows the danger toast 'Errore nel servizio /FAD/Corsi' (spec 2 §8), with the filters and a retry still there", async () => {
    renderCatalogue('/corsi-ecm-fad', () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Errore nel servizio /FAD/Corsi'));
    const results = screen.getByRole('region', { name: 'Risultati' });
    expect(within(results).queryByText(/Errore nel servizio/)).toBeNull();
    expect(within(results).getByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.getByLabelText('Collana')).toBeTruthy();
  });

  it("a member the server refuses the list (no ecm wallet, spec 2 §6) gets its message and 'Effettua l'upgrade' to /upgrade, no cards and no danger toast", async () => {
    const message = "I corsi ECM sono inclusi nel portafoglio ECM, che il tuo abbonamento non comprende: effettua l'upgrade per accedervi.";
    renderCatalogue('/corsi-ecm-fad', () => ({ data: { courseCatalogue: null }, errors: [{ message, path: ['courseCatalogue'], extensions: { code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' } }] }));
    const results = screen.getByRole('region', { name: 'Risultati' });
    expect(await within(results).findByText(message)).toBeTruthy();
    expect(within(results).getByRole('link', { name: "Effettua l'upgrade" }).getAttribute('href')).toBe('/upgrade');
    expect(within(results).queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(within(results).queryAllByRole('listitem')).toHaveLength(0);
    expect(document.querySelector('.toast--danger')).toBeNull();
  });
});
