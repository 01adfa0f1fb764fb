// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { DELETE_CREDIT_TEXT, DeleteCreditButton } from './DeleteCreditButton';

afterEach(cleanup);

const TITLE = 'Congresso nazionale di cardiologia 2026';

function renderButton() {
  return renderPage(<DeleteCreditButton id="c1" title={TITLE} />, {
    path: '/profilo/triennio-ecm',
    url: '/profilo/triennio-ecm',
    wrapper: ToastProvider,
    handlers: {
      DeleteExternalEcmCredit: () => ({ data: { deleteExternalEcmCredit: true } }),
      EcmTrienniumPage: () => ({ data: { ecmTrienniumAccess: 'TRACK', viewer: { __typename: 'Viewer', user: null } } }),
    },
  });
}

describe("deleting a recorded credit asks first (issue 40)", () => {
  it("'Annulla' keeps the credit: nothing is sent", async () => {
    const { sent } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: `Elimina: ${TITLE}` }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_CREDIT_TEXT.title(TITLE) });
    expect(within(dialog).getByText(DELETE_CREDIT_TEXT.body)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.operationName === 'DeleteExternalEcmCredit')).toHaveLength(0);
  });

  it('the confirmation deletes it and says so', async () => {
    const { sent } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: `Elimina: ${TITLE}` }));
    expect(sent.filter((s) => s.operationName === 'DeleteExternalEcmCredit')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: DELETE_CREDIT_TEXT.title(TITLE) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina il credito' }));
    await waitFor(() => expect(sent.filter((s) => s.operationName === 'DeleteExternalEcmCredit').map((s) => s.variables)).toEqual([{ id: 'c1' }]));
    expect(await screen.findByText(DELETE_CREDIT_TEXT.done(TITLE))).toBeTruthy();
  });
});
