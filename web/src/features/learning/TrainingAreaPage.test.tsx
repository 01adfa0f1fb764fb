// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { TrainingAreaPage } from './TrainingAreaPage';

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
        user: member ? { __typename: 'User', id: '1', username: '1', name: 'Ada', surname: 'Rossi' } : null,
      },
    },
  });
}

/** The course titles number the statuses as the tabs' URL does: 'Corso 2.1' is the first passed course. */
const STATUS_NUMBER: Record<string, number> = { ACTIVE: 1, PASSED: 2, FAILED: 3, EXPIRED: 4 };

const course = (status: string, n: number) => ({
  __typename: 'Course',
  id: `${STATUS_NUMBER[status]}-${n}`,
  slug: `corso-${STATUS_NUMBER[status]}-${n}`,
  title: `Corso ${STATUS_NUMBER[status]}.${n}`,
  imageUrl: null,
  credits: 3,
  previewPdfUrl: null,
  series: null,
  teachingModel: null,
  viewerStatus: { __typename: 'CourseViewerStatus', status, started: true },
});

/** ACTIVE: 8 courses (2 pages); PASSED: 2 courses; others: none. */
const trainingArea: OperationHandler = (variables) => {
  const status = variables.status as string;
  const page = variables.page as number;
  const total = status === 'ACTIVE' ? 8 : status === 'PASSED' ? 2 : 0;
  const totalPages = Math.ceil(total / 6);
  const start = (page - 1) * 6;
  const items = Array.from({ length: Math.max(0, Math.min(6, total - start)) }, (_, i) => course(status, start + i + 1));
  return { data: { trainingArea: { __typename: 'TrainingPage', page, totalPages, items } } };
};

const summary: OperationHandler = () => ({
  data: { trainingSummary: { __typename: 'TrainingSummary', active: 8, passed: 2, failed: 0, expired: 0 } },
});

/** The server's catalogue block per type (fad `courseOffer`, spec 2 §2). */
const BLOCK: Record<string, string | null> = { REGISTRATO: 'CATALOGUE_LINK', TRIAL: 'OPEN_FAD_CATALOGUE', PREMIUM: 'OPEN_FAD_CATALOGUE' };
const courseOffer = (type: string): OperationHandler => () => ({
  data: { courseOffer: { __typename: 'CourseOffer', showsHomeTeaser: true, catalogueBlock: BLOCK[type] ?? null, showsTrainingAreaLink: type !== 'SUSPECT' } },
});

const noSuggestions: OperationHandler = () => ({ data: { suggestedCourses: { __typename: 'SuggestedCourses', top: [], new: [], foryou: [] } } });

function renderTraining(type: string, url = '/profilo/la-mia-formazione', handlers: Record<string, OperationHandler> = {}) {
  return renderPage(<TrainingAreaPage />, {
    path: '/profilo/la-mia-formazione',
    url,
    wrapper: ToastProvider,
    handlers: { Viewer: viewer(type), TrainingArea: trainingArea, TrainingSummary: summary, CourseOffer: courseOffer(type), SuggestedCourses: noSuggestions, ...handlers },
  });
}

const cards = () => screen.getAllByRole('article');
const location = () => screen.getByTestId('location').textContent;

afterEach(cleanup);

describe('training area /profilo/la-mia-formazione (spec 2 §2, §8, §9)', () => {
  it('members see four tabs with the counts; 6 per page and Mostra altri up to totalPages', async () => {
    const { sent } = renderTraining('PREMIUM');
    expect(await screen.findByRole('heading', { level: 1, name: 'I miei Corsi ECM' })).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Attivi (8)', 'Superati (2)', 'Non superati (0)', 'Scaduti (0)']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await screen.findByText('Corso 1.1');
    expect(cards()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altri' }));
    await screen.findByText('Corso 1.8');
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
    expect(sent.filter((o) => o.operationName === 'TrainingArea').map((o) => o.variables)).toEqual([
      { status: 'ACTIVE', page: 1 },
      { status: 'ACTIVE', page: 2 },
    ]);
    expect(screen.getByRole('link', { name: 'Vai al catalogo dei corsi ECM' }).getAttribute('href')).toBe('/corsi-ecm-fad');
  });

  it('changing tab starts again from page 1; passed courses offer the certificate', async () => {
    const { sent } = renderTraining('PREMIUM');
    await screen.findByText('Corso 1.1');
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altri' }));
    await screen.findByText('Corso 1.8');
    fireEvent.click(screen.getByRole('tab', { name: /^Superati/ }));
    await waitFor(() => expect(location()).toBe('/profilo/la-mia-formazione?stato=2'));
    await screen.findByText('Corso 2.1');
    expect(cards()).toHaveLength(2);
    expect(within(cards()[0]!).getByRole('button', { name: 'Scarica il certificato: Corso 2.1' })).toBeTruthy();
    expect(sent.at(-1)?.variables).toEqual({ status: 'PASSED', page: 1 });
    fireEvent.click(screen.getByRole('tab', { name: /^Attivi/ }));
    await screen.findByText('Corso 1.6');
    expect(cards()).toHaveLength(6);
  });

  it('an empty tab says so with the exact message', async () => {
    renderTraining('PREMIUM', '/profilo/la-mia-formazione?stato=4');
    expect(await screen.findByText('Al momento non ci sono corsi scaduti in questa pagina.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /^Non superati/ }));
    expect(await screen.findByText('Al momento non ci sono corsi non superati in questa pagina.')).toBeTruthy();
  });

  it('ex-trial members see only Attivi and Superati', async () => {
    renderTraining('EX_TRIAL', '/profilo/la-mia-formazione?stato=3');
    await screen.findByText('Corso 1.1');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Attivi (8)', 'Superati (2)']);
  });

  it('a registered member gets one link to the catalogue, not two (spec 2 §2)', async () => {
    const { sent } = renderTraining('REGISTRATO');
    await screen.findByText('Corso 1.1');
    await waitFor(() => expect(sent.map((o) => o.operationName)).toContain('CourseOffer'));
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/corsi-ecm-fad');
    expect(links.map((a) => a.textContent)).toEqual(['Vai al catalogo dei corsi ECM']);
  });

  it('a member who tracks the triennium finds it here (issue 40); a registered member does not', async () => {
    renderTraining('PREMIUM');
    expect((await screen.findByRole('link', { name: 'Il mio triennio ECM: crediti, soglia del 70% e piano' })).getAttribute('href')).toBe('/profilo/triennio-ecm');
    cleanup();
    const { sent } = renderTraining('REGISTRATO');
    await screen.findByText('Corso 1.1');
    await waitFor(() => expect(sent.map((o) => o.operationName)).toContain('CourseOffer'));
    expect(screen.queryByRole('link', { name: /triennio ECM/ })).toBeNull();
  });

  it("premium gets 'Vai al Catalogo FAD' from the server's block", async () => {
    renderTraining('PREMIUM');
    expect(await screen.findByRole('button', { name: /Vai al Catalogo FAD/ })).toBeTruthy();
  });

  it('the summary shows the courses pie chart with the counts in its labels, singular or plural (spec 3 §4, §9)', async () => {
    renderTraining('PREMIUM', '/profilo/la-mia-formazione', {
      TrainingSummary: () => ({ data: { trainingSummary: { __typename: 'TrainingSummary', active: 1, passed: 3, failed: 0, expired: 2 } } }),
    });
    const chart = await screen.findByRole('figure', { name: 'Riepilogo dei tuoi corsi' });
    expect(within(chart).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 corso attivo', '3 corsi superati', '0 corsi non superati', '2 corsi scaduti']);
    expect(chart.querySelectorAll('svg path')).toHaveLength(3);
  });

  it('no pie chart without courses; ex members see the categories of their tabs', async () => {
    renderTraining('PREMIUM', '/profilo/la-mia-formazione', {
      TrainingSummary: () => ({ data: { trainingSummary: { __typename: 'TrainingSummary', active: 0, passed: 0, failed: 0, expired: 0 } } }),
    });
    await screen.findByText('Corso 1.1');
    expect(screen.queryByRole('figure')).toBeNull();
    cleanup();
    renderTraining('EX_PREMIUM');
    const chart = await screen.findByRole('figure', { name: 'Riepilogo dei tuoi corsi' });
    expect(within(chart).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['8 corsi attivi', '2 corsi superati']);
  });

  it("a failing course list shows the danger toast 'Errore nel servizio /FAD/Corsi/PersonaliTriennio', not inline text (spec 2 §8)", async () => {
    renderTraining('PREMIUM', '/profilo/la-mia-formazione', {
      TrainingArea: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
    });
    await waitFor(() => expect(document.querySelector('.toast--danger')?.textContent).toContain('Errore nel servizio /FAD/Corsi/PersonaliTriennio'));
    expect(screen.getByRole('tabpanel').textContent).not.toContain('Errore nel servizio');
  });

  it('visitors go to the login page and come back', async () => {
    renderTraining('SUSPECT');
    await waitFor(() => expect(location()).toBe('/login?redirectTo=%2Fprofilo%2Fla-mia-formazione'));
  });

  it("suggested courses below the tabs: limit 6 asked, 6 skeleton cards while they load, then the groups (spec 3 §7, §9)", async () => {
    let answer: (result: GraphQLResult) => void = () => undefined;
    const { sent } = renderTraining('PREMIUM', '/profilo/la-mia-formazione', { SuggestedCourses: () => new Promise<GraphQLResult>((resolve) => (answer = resolve)) });
    await screen.findByText('Corso 1.1');
    const section = screen.getByRole('region', { name: 'Corsi suggeriti' });
    await waitFor(() => expect(within(section).getByTestId('course-skeletons').children).toHaveLength(6));
    expect(sent.find((o) => o.operationName === 'SuggestedCourses')?.variables).toEqual({ limit: 6, excludeId: null });
    const suggested = (id: string) => ({ ...course('ACTIVE', 1), id, slug: `corso-${id}`, title: `Suggerito ${id}`, viewerStatus: null });
    answer({ data: { suggestedCourses: { __typename: 'SuggestedCourses', top: [suggested('40')], new: [], foryou: [suggested('41')] } } });
    expect(await within(section).findByRole('heading', { name: 'Suggerito 41' })).toBeTruthy();
    expect(within(section).getByRole('region', { name: 'I corsi più seguiti' })).toBeTruthy();
    expect(within(section).queryByTestId('course-skeletons')).toBeNull();
  });
});
