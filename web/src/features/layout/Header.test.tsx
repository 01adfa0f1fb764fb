// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationHandler } from '../../lib/test-graphql';
import { ViewerQuery } from '../../lib/viewer';
import { layoutData, renderLayout, viewerData } from './layoutTestKit';

const visitor: Record<string, OperationHandler> = {
  Viewer: () => ({ data: viewerData('SUSPECT') }),
  AppLayout: () => ({ data: layoutData() }),
};

const desktopHeader = () => document.querySelector('.site-header__desktop') as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('desktop header search box (spec 1 §2 desktop layout: logo, search, buttons, profile menu)', () => {
  it('shows the search box in the header itself, not only behind the navigation toggle', async () => {
    renderLayout({ handlers: visitor });
    const header = within(desktopHeader());
    const input = await header.findByPlaceholderText('Cosa stai cercando?');
    expect(header.queryByText('Digita almeno due caratteri per iniziare la ricerca.')).toBeNull();
    fireEvent.focus(input);
    expect(header.getByText('Digita almeno due caratteri per iniziare la ricerca.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ecg' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(location()).toBe('/search?s=ecg'));
    // The navigation keeps its own toggle (sticky, spec 1 §2) with the same search box.
    const nav = within(screen.getByRole('navigation', { name: 'Menù principale' }));
    fireEvent.click(nav.getByRole('button', { name: 'Cerca' }));
    expect(nav.getByPlaceholderText('Cosa stai cercando?')).toBeTruthy();
  });
});

describe('viewer failures (spec 1 §8 user-data load failure: logged and kept)', () => {
  it('keeps the header buttons and the profile menu when only the member data fails', async () => {
    const premium = viewerData('PREMIUM');
    const failing: OperationHandler = () => ({
      data: { viewer: { ...premium.viewer, user: null } },
      errors: [{ message: 'Servizio non disponibile', path: ['viewer', 'user'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    renderLayout({ handlers: { ...visitor, Viewer: failing } });
    const header = within(desktopHeader());
    expect(await header.findByRole('link', { name: 'Piani Premium' })).toBeTruthy();
    const profile = header.getByRole('button', { name: 'Il mio profilo' });
    fireEvent.click(profile);
    expect(header.getByRole('link', { name: 'Esci (Logout)' }).getAttribute('href')).toBe('#logout');
  });

  it("keeps the member's name loaded before when a later load of their data fails, and forgets it on a store reset", async () => {
    const premium = viewerData('PREMIUM');
    let userDown = false;
    const viewer: OperationHandler = () =>
      userDown
        ? {
            data: { viewer: { ...premium.viewer, user: null } },
            errors: [{ message: 'Servizio non disponibile', path: ['viewer', 'user'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }
        : { data: premium };
    const { client, sent } = renderLayout({ handlers: { ...visitor, Viewer: viewer } });
    const header = within(desktopHeader());
    expect(await header.findByRole('button', { name: 'Maria Bianchi' })).toBeTruthy();
    userDown = true;
    const before = sent.filter((op) => op.operationName === 'Viewer').length;
    await act(async () => {
      await client.refetchQueries({ include: ['Viewer'] });
    });
    expect(sent.filter((op) => op.operationName === 'Viewer').length).toBe(before + 1);
    expect(header.getByRole('button', { name: 'Maria Bianchi' })).toBeTruthy();
    expect(header.queryByRole('button', { name: 'Il mio profilo' })).toBeNull();
    // A reset (sign-in, sign-out) starts a new session: the old name is not shown for it.
    await act(async () => {
      await client.resetStore();
    });
    expect(await header.findByRole('button', { name: 'Il mio profilo' })).toBeTruthy();
  });

  it("keeps the member's name when another page's query empties the member data in the cache", async () => {
    const premium = viewerData('PREMIUM');
    const { client } = renderLayout({ handlers: { ...visitor, Viewer: () => ({ data: premium }) } });
    const header = within(desktopHeader());
    expect(await header.findByRole('button', { name: 'Maria Bianchi' })).toBeTruthy();
    // What a page's query whose `viewer.user` failed writes to the one cached viewer.
    act(() => client.writeQuery({ query: ViewerQuery, data: { viewer: { ...premium.viewer, user: null } } as never }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(header.getByRole('button', { name: 'Maria Bianchi' })).toBeTruthy();
  });
});

describe('header landmark while the viewer loads (its buttons come with the viewer)', () => {
  it('is aria-busy until the viewer answers, then not', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderLayout({ handlers: { ...visitor, Viewer: async () => (await answered, { data: viewerData('SUSPECT') }) } });
    const banner = screen.getByRole('banner');
    expect(banner.getAttribute('aria-busy')).toBe('true');
    expect(within(desktopHeader()).queryByRole('link', { name: 'Accedi' })).toBeNull();
    answer();
    await waitFor(() => expect(banner.hasAttribute('aria-busy')).toBe(false));
    expect(within(desktopHeader()).getByRole('link', { name: 'Accedi' })).toBeTruthy();
  });
});
