// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { LoginPage } from './LoginPage';
import { LOGIN_TEXT } from './loginMessages';

// Real RSA-OAEP is random; a deterministic stand-in lets the test see what was sent.
vi.mock('./encryptPassword', () => ({ encryptPassword: async (_pem: string, password: string) => `enc(${password})` }));

const key: OperationHandler = () => ({ data: { loginPublicKey: { __typename: 'LoginPublicKey', publicKeyPEM: 'PEM' } } });
const phone: OperationHandler = () => ({ data: { footer: { __typename: 'Footer', tollFreeNumber: '800 123 456' } } });
const loginResult = (status: string, consent: unknown = null, message: string | null = null) => ({
  data: { login: { __typename: 'LoginResult', status, message, consent } },
});

function renderLogin(url: string, handlers: Record<string, OperationHandler>) {
  return renderPage(<LoginPage />, { wrapper: ToastProvider, path: '/login', url, handlers: { LoginPublicKey: key, SupportPhone: phone, ...handlers } });
}

const usernameField = () => screen.getByLabelText(/E-mail o username/) as HTMLInputElement;
const passwordField = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;

function fill(username: string, password: string) {
  fireEvent.change(usernameField(), { target: { value: username } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

afterEach(() => {
  cleanup();
});

describe('LoginPage (spec 1 §2, §4, §5, §8)', () => {
  it('links to recovery, support, registration and the support phone', async () => {
    renderLogin('/login', {});
    expect(screen.getByRole('link', { name: 'Hai dimenticato la password?' }).getAttribute('href')).toBe('/recover-password');
    expect(screen.getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
    expect(screen.getByRole('link', { name: "Contatta l'assistenza" }).getAttribute('href')).toBe('/assistenza');
    expect((await screen.findByRole('link', { name: '800 123 456' })).getAttribute('href')).toBe('tel:800123456');
  });

  it('prefills the username from u, lower-cases typing, and disables submit while a field is empty', () => {
    renderLogin('/login?u=Premium@Demo.Club', {});
    expect(usernameField().value).toBe('premium@demo.club');
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(usernameField(), { target: { value: 'MARIO@Demo.Club' } });
    expect(usernameField().value).toBe('mario@demo.club');
    fireEvent.change(passwordField(), { target: { value: 'x' } });
    expect(submitButton().disabled).toBe(false);
  });

  it('shows the validation messages and does not call the server for a bad username', async () => {
    const login = vi.fn<OperationHandler>(() => loginResult('SUCCESS'));
    renderLogin('/login', { Login: login });
    fill('abc', ' ');
    fireEvent.click(submitButton());
    expect(submitButton().disabled).toBe(true); // whitespace-only password counts as empty
    fill('abc', 'secret');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Formato non valido.', { selector: '.form-field__error' })).toBeTruthy();
    // Announced: the field is marked invalid, described by its message, focused, and the message is in a live region.
    expect(usernameField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = (usernameField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toContain('Formato non valido.');
    expect(document.activeElement).toBe(usernameField());
    expect(screen.getByTestId('login-field-errors').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('login-field-errors').textContent).toContain('Formato non valido.');
    fireEvent.change(passwordField(), { target: { value: '' } });
    fireEvent.blur(passwordField());
    expect(await screen.findByText('La password è obbligatoria.', { selector: '.form-field__error' })).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  describe('failure', () => {
    it("shows 'Errore: credenziali errate.' until the member edits a field (no timer hides it), and re-enables submit", async () => {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      let answer: (() => void) | undefined;
      const { sent } = renderLogin('/login', {
        Login: () => new Promise((resolve) => (answer = () => resolve(loginResult('INVALID_CREDENTIALS')))),
      });
      fill('Premium@demo.club ', 'wrong');
      fireEvent.click(submitButton());
      expect(await screen.findByText(LOGIN_TEXT.checking)).toBe(screen.getByRole('status'));
      expect(submitButton().disabled).toBe(true);
      await waitFor(() => expect(answer).toBeDefined());
      answer!();
      await screen.findByText(LOGIN_TEXT.failed);
      expect(submitButton().disabled).toBe(false);
      // Sent: the normalised username and the encrypted password.
      expect(sent.find((o) => o.operationName === 'Login')?.variables).toEqual({ username: 'premium@demo.club', encryptedPassword: 'enc(wrong)' });
      // WCAG 2.2.1: nothing is scheduled to take the message away…
      await act(async () => {
        for (const [callback, delay] of timers.mock.calls) if ((delay ?? 0) >= 1000) (callback as () => void)();
      });
      expect(screen.getByRole('status').textContent).toBe(LOGIN_TEXT.failed);
      timers.mockRestore();
      // …it goes when the member edits a field.
      fireEvent.change(passwordField(), { target: { value: 'wrong2' } });
      expect(screen.queryByText(LOGIN_TEXT.failed)).toBeNull();
    });

    it("shows the server's lockout message after too many attempts, until the member edits a field", async () => {
      const locked = 'Troppi tentativi (messaggio del server).';
      renderLogin('/login', { Login: () => loginResult('TOO_MANY_ATTEMPTS', null, locked) });
      fill('premium@demo.club', 'Club2026!');
      fireEvent.click(submitButton());
      expect(await screen.findByText(locked)).toBeTruthy();
      expect(screen.getByRole('status').className).toMatch(/form-status--error/);
      fireEvent.change(usernameField(), { target: { value: 'premium@demo.clu' } });
      expect(screen.queryByText(locked)).toBeNull();
    });

    it('reads a transport error as a failed login', async () => {
      renderLogin('/login', { Login: () => ({ errors: [{ message: 'boom' }] }) });
      fill('1200086', 'x');
      fireEvent.click(submitButton());
      expect(await screen.findByText(LOGIN_TEXT.failed)).toBeTruthy();
    });
  });

  it('explains a shared e-mail (409) and keeps the message until the next attempt', async () => {
    renderLogin('/login', { Login: ({ username }) => loginResult(username === 'condiviso@demo.club' ? 'AMBIGUOUS_EMAIL' : 'SUCCESS') });
    fill('condiviso@demo.club', 'Club2026!');
    fireEvent.click(submitButton());
    expect(await screen.findByText(LOGIN_TEXT.ambiguousEmail)).toBeTruthy();
  });

  it('on success says so, then goes to redirectTo keeping other parameters except t and ru', async () => {
    const { client } = renderLogin('/login?redirectTo=/piani&foo=1&t=abc&ru=z', { Login: () => loginResult('SUCCESS') });
    const reset = vi.spyOn(client, 'resetStore');
    fill('premium@demo.club', 'Club2026!');
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/piani?foo=1'));
    expect(reset).toHaveBeenCalled();
  });

  it('replaces an external redirectTo with /', async () => {
    renderLogin('/login?redirectTo=https://evil.example/x', { Login: () => loginResult('SUCCESS') });
    fill('premium@demo.club', 'Club2026!');
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/'));
  });

  describe('consent required', () => {
    const consent = {
      __typename: 'ConsentRequirement',
      consentToken: 'tok-1',
      conditionOfUse: true,
      acceptanceCondition: true,
      acknowledgment: false,
      conditionsOfUseText: 'Testo delle condizioni d’uso',
      acceptanceConditionsText: 'Testo delle condizioni di adesione',
    };

    function consentServer(accept: OperationHandler) {
      let accepted = false;
      const logins: unknown[] = [];
      const handlers: Record<string, OperationHandler> = {
        Login: (variables) => {
          logins.push(variables);
          return accepted ? loginResult('SUCCESS') : loginResult('CONSENT_REQUIRED', consent);
        },
        AcceptConditions: async (variables) => {
          const result = await accept(variables);
          accepted = Boolean((result.data as { acceptConditions: { ok: boolean } }).acceptConditions.ok);
          return result;
        },
      };
      return { handlers, logins };
    }

    it('enables Continua only when the demanded switches are on, saves, then retries the login', async () => {
      const accept = vi.fn<OperationHandler>(() => ({ data: { acceptConditions: { __typename: 'ConsentResult', ok: true, message: null } } }));
      const { handlers, logins } = consentServer(accept);
      renderLogin('/login?redirectTo=/corsi-ecm-fad', handlers);
      fill('consenso@demo.club', 'Club2026!');
      fireEvent.click(submitButton());

      const terms = await screen.findByRole('switch', { name: "Accetto le condizioni d'uso" });
      expect(screen.getByRole('region', { name: "Condizioni d'uso" }).textContent).toBe('Testo delle condizioni d’uso');
      const continua = () => screen.getByRole('button', { name: 'Continua' }) as HTMLButtonElement;
      expect(continua().disabled).toBe(true);
      fireEvent.click(terms);
      expect(terms.getAttribute('aria-checked')).toBe('true');
      expect(continua().disabled).toBe(true);
      fireEvent.click(screen.getByRole('switch', { name: 'Accetto le condizioni di adesione' }));
      // The privacy acknowledgment is not demanded here, so it may stay off (the check is a microtask).
      await waitFor(() => expect(continua().disabled).toBe(false));
      fireEvent.click(continua());

      await waitFor(() => expect(location()).toBe('/corsi-ecm-fad'));
      expect(accept).toHaveBeenCalledWith({ consentToken: 'tok-1', conditionOfUse: true, acceptanceCondition: true, acknowledgment: false });
      expect(logins).toHaveLength(2);
      expect(logins[1]).toEqual(logins[0]);
    });

    it("shows the server's message in a toast when saving fails, and stays in the dialog", async () => {
      const { handlers, logins } = consentServer(() => ({
        data: { acceptConditions: { __typename: 'ConsentResult', ok: false, message: 'Token di consenso scaduto.' } },
      }));
      renderLogin('/login', handlers);
      fill('consenso@demo.club', 'Club2026!');
      fireEvent.click(submitButton());
      fireEvent.click(await screen.findByRole('switch', { name: "Accetto le condizioni d'uso" }));
      fireEvent.click(screen.getByRole('switch', { name: 'Accetto le condizioni di adesione' }));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Continua' }) as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
      expect(await screen.findByText('Token di consenso scaduto.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continua' })).toBeTruthy();
      expect(logins).toHaveLength(1);
      expect(location()).toBe('/login');
    });

    it('closing the dialog abandons the login', async () => {
      const { handlers } = consentServer(() => ({ data: { acceptConditions: { __typename: 'ConsentResult', ok: true, message: null } } }));
      renderLogin('/login', handlers);
      fill('consenso@demo.club', 'Club2026!');
      fireEvent.click(submitButton());
      await screen.findByRole('switch', { name: "Accetto le condizioni d'uso" });
      fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
      expect(screen.queryByRole('switch')).toBeNull();
      expect(submitButton().disabled).toBe(false);
    });
  });
});
