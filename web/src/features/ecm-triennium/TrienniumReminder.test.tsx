// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { REMINDER_DISMISSED_KEY, TrienniumReminder } from './TrienniumReminder';

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

const REMINDER = { __typename: 'EcmTrienniumReminder', daysLeft: 152, missingToThreshold: 64.5, threshold: 105, end: '2028-12-31' };
const access = (value: string): OperationHandler => () => ({ data: { ecmTrienniumAccess: value } });
const triennium = (reminder: unknown): OperationHandler => () => ({
  data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000040', ecmTriennium: { __typename: 'EcmTriennium', start: '2026-01-01', reminder } } } },
});

const renderReminder = (handlers: Record<string, OperationHandler>) => renderPage(<TrienniumReminder />, { path: '/profilo', url: '/profilo', handlers });
const region = () => screen.queryByRole('region', { name: 'Promemoria triennio ECM' });

describe("the profile's triennium reminder (issue 40)", () => {
  it('shows what the server decided, about the current triennium, with the link to the page', async () => {
    renderReminder({ EcmTrienniumReminderAccess: access('TRACK'), EcmTrienniumReminder: triennium(REMINDER) });
    await waitFor(() => expect(region()).not.toBeNull());
    expect(region()!.textContent).toContain('Triennio ECM 2026-2028, quello in corso:');
    expect(region()!.textContent).toContain('mancano 152 giorni alla fine e ti mancano 64,5 crediti per arrivare al 70% del tuo obbligo (105 crediti)');
    expect(screen.getByRole('link', { name: 'Vai al tuo triennio ECM e al piano di corsi' }).getAttribute('href')).toBe('/profilo/triennio-ecm');
  });

  it('closes for the session: a new render of the page keeps it closed', async () => {
    renderReminder({ EcmTrienniumReminderAccess: access('TRACK'), EcmTrienniumReminder: triennium(REMINDER) });
    fireEvent.click(await screen.findByRole('button', { name: 'Chiudi il promemoria' }));
    expect(region()).toBeNull();
    expect(window.sessionStorage.getItem(REMINDER_DISMISSED_KEY)).toBe('2028-12-31');
    cleanup();
    const { sent } = renderReminder({ EcmTrienniumReminderAccess: access('TRACK'), EcmTrienniumReminder: triennium(REMINDER) });
    await waitFor(() => expect(sent.map((s) => s.operationName)).toContain('EcmTrienniumReminder'));
    await new Promise((r) => setTimeout(r, 50));
    expect(region()).toBeNull();
  });

  it('nothing when the server gives no reminder, and no triennium asked for a member who does not track it', async () => {
    renderReminder({ EcmTrienniumReminderAccess: access('TRACK'), EcmTrienniumReminder: triennium(null) });
    await new Promise((r) => setTimeout(r, 50));
    expect(region()).toBeNull();
    cleanup();
    const { sent } = renderReminder({ EcmTrienniumReminderAccess: access('UPGRADE') });
    await waitFor(() => expect(sent.map((s) => s.operationName)).toContain('EcmTrienniumReminderAccess'));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.map((s) => s.operationName)).not.toContain('EcmTrienniumReminder');
    expect(region()).toBeNull();
  });
});
