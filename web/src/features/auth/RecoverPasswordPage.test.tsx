// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { RecoverPasswordPage } from './RecoverPasswordPage';
import { VerifyLoginPage } from './VerifyLoginPage';

const phone: OperationHandler = () => ({ data: { footer: { __typename: 'Footer', tollFreeNumber: '800 123 456' } } });
const recovery = (ok: boolean, username: string | null = null) => ({
  data: { requestPasswordRecovery: { __typename: 'RecoveryResult', ok, username } },
});

afterEach(cleanup);

describe('RecoverPasswordPage (spec 1 §2, §4 Recovery, §5, §8)', () => {
  const field = () => screen.getByLabelText(/E-mail o username/) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: 'Invia' }) as HTMLButtonElement;

  it('rejects a bad format with the recovery message, without calling the server', async () => {
    const request = vi.fn<OperationHandler>(() => recovery(true));
    renderPage(<RecoverPasswordPage />, { wrapper: ToastProvider, path: '/recover-password', url: '/recover-password', handlers: { RequestPasswordRecovery: request, SupportPhone: phone } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(field(), { target: { value: '12' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Inserisci il codice utente nel formato corretto.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Torna al login' }).getAttribute('href')).toBe('/login');
  });

  it('goes to /verify-login with the username on success', async () => {
    renderPage(<RecoverPasswordPage />, {
      wrapper: ToastProvider,
      path: '/recover-password',
      url: '/recover-password',
      handlers: { RequestPasswordRecovery: ({ username }) => recovery(true, String(username)), SupportPhone: phone },
    });
    fireEvent.change(field(), { target: { value: 'Registrato@Demo.Club' } });
    expect(field().value).toBe('registrato@demo.club');
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify-login?username=registrato%40demo.club'));
  });

  it('shows the failure screen with the support phone when the server refuses', async () => {
    renderPage(<RecoverPasswordPage />, {
      wrapper: ToastProvider,
      path: '/recover-password',
      url: '/recover-password',
      handlers: { RequestPasswordRecovery: () => recovery(false), SupportPhone: phone },
    });
    fireEvent.change(field(), { target: { value: 'nessuno@demo.club' } });
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: "Ops, l'operazione non è andata a buon fine" })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '800 123 456' })).getAttribute('href')).toBe('tel:800123456');
    expect(screen.getByRole('link', { name: 'Torna al login' })).toBeTruthy();
  });
});

describe('VerifyLoginPage (spec 1 §2, §8 resend toasts)', () => {
  function renderVerify(handler: OperationHandler) {
    return renderPage(<VerifyLoginPage />, {
      wrapper: ToastProvider,
      path: '/verify-login',
      url: '/verify-login?username=registrato%40demo.club',
      handlers: { RequestPasswordRecovery: handler },
    });
  }

  it('shows the title and the username, and links back to /login', () => {
    renderVerify(() => recovery(true));
    expect(screen.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeTruthy();
    expect(screen.getByText('registrato@demo.club')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna al login' }).getAttribute('href')).toBe('/login?u=registrato%40demo.club');
  });

  it("resend: 'Richiesta inviata' on success", async () => {
    const handler = vi.fn<OperationHandler>(() => recovery(true, 'registrato@demo.club'));
    renderVerify(handler);
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    expect(await screen.findByText('Richiesta inviata')).toBeTruthy();
    expect(handler).toHaveBeenCalledWith({ username: 'registrato@demo.club' });
  });

  it("resend: 'Errore' on a refusal or an error", async () => {
    renderVerify(() => recovery(false));
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    expect(await screen.findByText('Errore')).toBeTruthy();
    cleanup();
    renderVerify(() => ({ errors: [{ message: 'down' }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    expect(await screen.findByText('Errore')).toBeTruthy();
  });
});
