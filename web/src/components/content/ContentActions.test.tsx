// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@apollo/client/react';
import { ToastProvider } from '../ui/Toast';
import { graphql } from '../../gql';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { installClickTracking } from '../../lib/tracking';
import { ContentActions } from './ContentActions';

const HarnessQuery = graphql(`
  query ContentActionsHarness($id: ID!) {
    content(id: $id) {
      id
      ...ContentActions_content
    }
  }
`);

/** The action bar as a page renders it: fed from a cached query, so mutation answers update it. */
function Harness() {
  const { data } = useQuery(HarnessQuery, { variables: { id: '7' } });
  return data?.content ? <ContentActions content={data.content} /> : null;
}

/** An article's two action bars (above and below the body), fed from the same query. */
function TwoBarsHarness() {
  const { data } = useQuery(HarnessQuery, { variables: { id: '7' } });
  return data?.content ? (
    <>
      <section aria-label="sopra">
        <ContentActions content={data.content} />
      </section>
      <section aria-label="sotto">
        <ContentActions content={data.content} />
      </section>
    </>
  ) : null;
}

type Decision = { action: string; allowed: boolean; upsell: string | null; upsellTitle: string | null };
const allowed = (action: string): Decision => ({ action, allowed: true, upsell: null, upsellTitle: null });

function content(decisions: Decision[], isFavourite = false, contentType = 'Articolo') {
  return () => ({
    data: {
      content: {
        __typename: 'Content',
        id: '7',
        contentType,
        title: 'Titolo',
        link: '/news-approfondimenti/x/titolo-7',
        userActions: ['Share', 'Print', 'Download'],
        courseId: null,
        allowedActions: decisions.map((d) => ({ __typename: 'ContentActionDecision', ...d })),
        isFavourite,
      },
    },
  });
}

function viewer(flags: Partial<Record<string, boolean>>): OperationHandler {
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType: 'SUSPECT',
        flags: { __typename: 'SubscriptionFlags', isSuspect: false, isRegistered: false, isTrial: false, isPremium: false, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: false, isAPS: false, ...flags },
        activeWalletCodes: [],
        headerButtons: [],
        profileMenu: [],
        topBarColour: 'blue',
        showsCreditsCounter: false,
        user: null,
      },
    },
  });
}

const favouriteResult = (field: 'addFavourite' | 'removeFavourite', isFavourite: boolean, message: string) => () => ({
  data: {
    [field]: {
      __typename: 'FavouriteResult',
      content: { __typename: 'Content', id: '7', isFavourite },
      toast: { __typename: 'FavouriteToast', message, link: { __typename: 'ToastLink', href: '/profilo/la-mia-libreria', label: 'La mia Libreria' } },
    },
  },
});

const ALL_ALLOWED = ['FAVOURITE', 'PRINT', 'DOWNLOAD', 'SHARE'].map(allowed);

function render(handlers: Record<string, OperationHandler>) {
  return renderPage(<Harness />, { path: '/a', url: '/a', handlers: { Viewer: viewer({ isTrial: true }), ...handlers }, wrapper: ToastProvider });
}

afterEach(cleanup);

describe('ContentActions favourite toggle (spec 1 §4, §8)', () => {
  it('adds with the success toast and its link, then offers the removal', async () => {
    let resolveAdd: (() => void) | undefined;
    const added = favouriteResult('addFavourite', true, 'Aggiunto a');
    const { sent } = render({
      ContentActionsHarness: content(ALL_ALLOWED),
      AddFavourite: () => new Promise((resolve) => (resolveAdd = () => resolve(added()))),
      RemoveFavourite: favouriteResult('removeFavourite', false, 'Rimosso da'),
    });
    const button = await screen.findByRole('button', { name: 'Aggiungi ai preferiti' });
    expect(button.dataset.trackingCode).toBeUndefined();
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    resolveAdd?.();
    await screen.findByText('Aggiunto a');
    expect(screen.getByRole('link', { name: 'La mia Libreria' }).getAttribute('href')).toBe('/profilo/la-mia-libreria');
    expect(((await screen.findByRole('button', { name: 'Aggiunto ai preferiti' })) as HTMLButtonElement).disabled).toBe(false);
    expect(((await screen.findByRole('button', { name: 'Rimuovi dai preferiti' }, { timeout: 3000 })) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi dai preferiti' }));
    await screen.findByText('Rimosso da');
    expect(((await screen.findByRole('button', { name: 'Aggiungi ai preferiti' })) as HTMLButtonElement).disabled).toBe(false);
    expect(sent.filter((op) => op.operationName.endsWith('Favourite')).map((op) => [op.operationName, op.variables.contentId])).toEqual([
      ['AddFavourite', '7'],
      ['RemoveFavourite', '7'],
    ]);
  });

  it("an article's two favourite buttons show one state: disabled together while the change is on its way, the same label after it (one cache entry)", async () => {
    let resolveAdd: (() => void) | undefined;
    const added = favouriteResult('addFavourite', true, 'Aggiunto a');
    const { sent } = renderPage(<TwoBarsHarness />, {
      path: '/a',
      url: '/a',
      wrapper: ToastProvider,
      handlers: {
        Viewer: viewer({ isTrial: true }),
        ContentActionsHarness: content(ALL_ALLOWED),
        AddFavourite: () => new Promise((resolve) => (resolveAdd = () => resolve(added()))),
      },
    });
    const top = within(await screen.findByRole('region', { name: 'sopra' }));
    const bottom = within(screen.getByRole('region', { name: 'sotto' }));
    const topButton = () => top.getByRole('button', { name: /preferiti/ }) as HTMLButtonElement;
    const bottomButton = () => bottom.getByRole('button', { name: /preferiti/ }) as HTMLButtonElement;
    fireEvent.click(topButton());
    await waitFor(() => expect(bottomButton().disabled).toBe(true));
    expect(topButton().disabled).toBe(true);
    // A click on the other bar while the change is on its way sends nothing more.
    fireEvent.click(bottomButton());
    resolveAdd?.();
    await screen.findByText('Aggiunto a');
    await waitFor(() => expect(topButton().textContent).toBe('Aggiunto ai preferiti'));
    expect(bottomButton().textContent).toBe('Aggiunto ai preferiti');
    expect([topButton().getAttribute('aria-pressed'), bottomButton().getAttribute('aria-pressed')]).toEqual(['true', 'true']);
    expect([topButton().disabled, bottomButton().disabled]).toEqual([false, false]);
    await waitFor(() => expect(bottomButton().textContent).toBe('Rimuovi dai preferiti'), { timeout: 3000 });
    expect(topButton().textContent).toBe('Rimuovi dai preferiti');
    expect(sent.filter((op) => op.operationName.endsWith('Favourite'))).toHaveLength(1);
  });

  it('shows the danger toast when the save fails', async () => {
    render({ ContentActionsHarness: content(ALL_ALLOWED), AddFavourite: () => ({ errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(await screen.findByText('Qualcosa è andato storto, riprova.')).toBeTruthy();
    expect(((screen.getByRole('button', { name: 'Aggiungi ai preferiti' })) as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens the upsell when the server refuses a save the page thought allowed (out-of-date actions)", async () => {
    const refusal = { message: 'Passa a Premium', extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED', upsell: { kind: 'MOVE_TO_PREMIUM', title: 'Passa a Premium per salvare i tuoi contenuti preferiti' } } };
    render({ ContentActionsHarness: content(ALL_ALLOWED), AddFavourite: () => ({ errors: [refusal] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(await screen.findByRole('dialog', { name: 'Passa a Premium per salvare i tuoi contenuti preferiti' })).toBeTruthy();
    expect(screen.queryByText('Qualcosa è andato storto, riprova.')).toBeNull();
  });

  it('opens the upsell with the server title instead of saving when refused', async () => {
    const refused = { action: 'FAVOURITE', allowed: false, upsell: 'FAVOURITES_UPSELL', upsellTitle: 'Vuoi salvare i tuoi contenuti preferiti?' };
    const { sent } = renderPage(<Harness />, {
      path: '/a',
      url: '/a',
      wrapper: ToastProvider,
      handlers: { Viewer: viewer({ isSuspect: true }), ContentActionsHarness: content([refused, allowed('PRINT'), allowed('SHARE')]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi salvare i tuoi contenuti preferiti?' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione'));
    expect(within(dialog).getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
    expect(sent.some((op) => op.operationName === 'AddFavourite')).toBe(false);
  });
});

describe('ContentActions print, download and tracking codes (spec 1 §6, §9)', () => {
  it('carries the module codes and asks for the upsell on a refused download', async () => {
    const refused = { action: 'DOWNLOAD', allowed: false, upsell: 'PREMIUM_REQUIRED', upsellTitle: 'Vuoi scaricare il Modulo?' };
    const { sent } = render({ ContentActionsHarness: content([allowed('FAVOURITE'), allowed('PRINT'), refused, allowed('SHARE')], false, 'Modulo') });
    const download = await screen.findByRole('button', { name: 'Scarica' });
    expect(download.dataset.trackingCode).toBe('RS123');
    expect(screen.getByRole('button', { name: 'Stampa' }).dataset.trackingCode).toBe('RS114');
    expect(screen.getByRole('button', { name: 'Condividi' }).dataset.trackingCode).toBe('RS122');
    expect(screen.getByRole('button', { name: 'Aggiungi ai preferiti' }).dataset.trackingCode).toBe('UC030');
    fireEvent.click(download);
    expect(await screen.findByRole('dialog', { name: 'Vuoi scaricare il Modulo?' })).toBeTruthy();
    expect(sent.some((op) => op.operationName === 'ModuleDownload')).toBe(false);
  });

  it('lists the share networks when the Web Share API is missing', async () => {
    render({ ContentActionsHarness: content(ALL_ALLOWED) });
    fireEvent.click(await screen.findByRole('button', { name: 'Condividi' }));
    const list = screen.getByRole('list', { name: 'Condividi su' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent?.replace(' (si apre in una nuova finestra)', ''))).toEqual([
      'WhatsApp',
      'LinkedIn',
      'Messenger',
      'Facebook',
      'X (Twitter)',
      'Email',
    ]);
  });
});

const adds = <T extends { operationName: string }>(sent: T[]) => sent.filter((op) => op.operationName === 'AddFavourite');

describe('ContentActions favourite toggle: one idempotent write per click', () => {
  it('a double click sends one mutation, with an Idempotency-Key, and shows one toast', async () => {
    let answer: (() => void) | undefined;
    const { sent } = render({ ContentActionsHarness: content(ALL_ALLOWED), AddFavourite: () => new Promise((resolve) => (answer = () => resolve(favouriteResult('addFavourite', true, 'Aggiunto a')()))) });
    const button = await screen.findByRole('button', { name: 'Aggiungi ai preferiti' });
    fireEvent.click(button);
    fireEvent.click(button); // same frame: before the re-render disables the button
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findAllByText('Aggiunto a')).toHaveLength(1);
    expect(adds(sent)).toHaveLength(1);
    expect(adds(sent)[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a failed request shows the error, not the success, and its retry reuses the key', async () => {
    let failNext = true;
    const { sent } = render({
      ContentActionsHarness: content(ALL_ALLOWED),
      AddFavourite: () => {
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch'); // no answer: the write may or may not have happened
        }
        return favouriteResult('addFavourite', true, 'Aggiunto a')();
      },
      RemoveFavourite: () => favouriteResult('removeFavourite', false, 'Rimosso da')(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(await screen.findByText('Qualcosa è andato storto, riprova.')).toBeTruthy();
    expect(screen.queryByText('Aggiunto a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aggiungi ai preferiti' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti' }));
    await screen.findByText('Aggiunto a');
    const [first, retry] = adds(sent);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);

    // The next intent (remove, then add again) has keys of its own.
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi dai preferiti' }, { timeout: 3000 }));
    await screen.findByText('Rimosso da');
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    await screen.findAllByText('Aggiunto a');
    const remove = sent.find((op) => op.operationName === 'RemoveFavourite')!;
    const again = adds(sent)[2]!;
    expect(new Set([first!.idempotencyKey, remove.idempotencyKey, again.idempotencyKey]).size).toBe(3);
  });

  it('a write the server refuses shows the error toast and leaves the item not saved', async () => {
    render({ ContentActionsHarness: content(ALL_ALLOWED), AddFavourite: () => ({ errors: [{ message: 'Errore nel servizio /favorites', extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/favorites' } }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(await screen.findByText('Qualcosa è andato storto, riprova.')).toBeTruthy();
    expect(screen.queryByText('Aggiunto a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aggiungi ai preferiti' })).toBeTruthy();
  });
});

describe('ContentActions tracking events (spec 1 §9): pushed only when the action happened', () => {
  const codes = () => (window.dataLayer ?? []).map((e) => (e as { code: string }).code);
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('pushes nothing for a favourite or a print refused by the page (the upsell opens instead)', async () => {
    window.dataLayer = [];
    uninstall = installClickTracking();
    const refusedFavourite = { action: 'FAVOURITE', allowed: false, upsell: 'FAVOURITES_UPSELL', upsellTitle: 'Vuoi salvare i tuoi contenuti preferiti?' };
    const refusedPrint = { action: 'PRINT', allowed: false, upsell: 'PREMIUM_REQUIRED', upsellTitle: 'Vuoi stampare il Modulo?' };
    render({ ContentActionsHarness: content([refusedFavourite, refusedPrint, allowed('DOWNLOAD'), allowed('SHARE')], false, 'Modulo') });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    await screen.findByRole('dialog', { name: 'Vuoi salvare i tuoi contenuti preferiti?' });
    fireEvent.click(screen.getByRole('button', { name: 'Stampa' }));
    await screen.findByRole('dialog', { name: 'Vuoi stampare il Modulo?' });
    expect(codes()).toEqual([]);
  });

  it('pushes nothing for a favourite the server refuses, and the add code once the server saved it', async () => {
    window.dataLayer = [];
    uninstall = installClickTracking();
    const refusal = { message: 'Passa a Premium', extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED', upsell: { kind: 'MOVE_TO_PREMIUM', title: 'Passa a Premium per salvare' } } };
    let refuse = true;
    render({
      ContentActionsHarness: content(ALL_ALLOWED, false, 'Modulo'),
      AddFavourite: () => (refuse ? { errors: [refusal] } : favouriteResult('addFavourite', true, 'Aggiunto a')()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    await screen.findByRole('dialog', { name: 'Passa a Premium per salvare' });
    expect(codes()).toEqual([]);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti' }));
    await screen.findByText('Aggiunto a');
    expect(codes()).toEqual(['UC030']);
  });

  it('pushes the print code once the print dialog was opened', async () => {
    window.dataLayer = [];
    uninstall = installClickTracking();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render({ ContentActionsHarness: content(ALL_ALLOWED, false, 'Tool') });
    fireEvent.click(await screen.findByRole('button', { name: 'Stampa' }));
    expect(print).toHaveBeenCalledOnce();
    expect(codes()).toEqual(['RS114']);
    print.mockRestore();
  });
});
