// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { LoginPage } from './LoginPage';
import { WelcomeMessage } from './WelcomeMessage';
import { WELCOME_TEXT, welcomeText } from './welcomeMessage';

vi.mock('./encryptPassword', () => ({ encryptPassword: async (_pem: string, password: string) => `enc(${password})` }));

const key: OperationHandler = () => ({ data: { loginPublicKey: { __typename: 'LoginPublicKey', publicKeyPEM: 'PEM' } } });
const phone: OperationHandler = () => ({ data: { footer: { __typename: 'Footer', tollFreeNumber: '800 123 456' } } });
const success: OperationHandler = () => ({ data: { login: { __typename: 'LoginResult', status: 'SUCCESS', message: null, consent: null } } });
const welcome = (type: string, clubName: string | null = null): OperationHandler => () => ({
  data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000020', welcomeMessage: { __typename: 'WelcomeMessage', type, clubName } } } },
});

/** The layout's place for the message above any page, here the login page itself (every path). */
function renderLanding(url: string, handlers: Record<string, OperationHandler>) {
  return renderPage(
    <>
      <WelcomeMessage />
      <LoginPage />
    </>,
    { wrapper: ToastProvider, path: '*', url, handlers: { LoginPublicKey: key, SupportPhone: phone, ...handlers } },
  );
}

async function logIn() {
  fireEvent.change(screen.getByLabelText(/E-mail o username/), { target: { value: 'premium.club@demo.club' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Club2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/piani'));
}

afterEach(() => cleanup());

describe("welcome message after login (spec 1 §4 'Welcome message type')", () => {
  it('the landing page greets the member: the default text until the data is there, then the text of their type', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = welcome('PRODUCT', 'Club Farmacisti');
    renderLanding('/login?redirectTo=/piani', { Login: success, WelcomeMessage: async (v) => (await held, answer(v)) });
    expect(screen.queryByTestId('welcome-message')).toBeNull();
    await logIn();
    const message = await screen.findByTestId('welcome-message');
    expect(message.getAttribute('role')).toBe('status');
    expect(message.textContent).toContain(WELCOME_TEXT.default);
    release();
    await waitFor(() => expect(screen.getByTestId('welcome-message').textContent).toContain('Ti diamo il benvenuto nel Club Farmacisti!'));
  });

  it('a failing member query keeps the default text', async () => {
    renderLanding('/login?redirectTo=/piani', { Login: success, WelcomeMessage: () => ({ errors: [{ message: 'down', path: ['viewer', 'user'] }] }) });
    await logIn();
    await waitFor(() => expect(screen.getByTestId('welcome-message').textContent).toContain(WELCOME_TEXT.default));
  });

  it('closing it takes it away; a page not reached by a login never shows it', async () => {
    const { sent } = renderLanding('/login?redirectTo=/piani', { Login: success, WelcomeMessage: welcome('ORDER') });
    await logIn();
    await waitFor(() => expect(screen.getByTestId('welcome-message').textContent).toContain(WELCOME_TEXT.order));
    fireEvent.click(screen.getByRole('button', { name: WELCOME_TEXT.close }));
    await waitFor(() => expect(screen.queryByTestId('welcome-message')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/piani');
    cleanup();
    const plain = renderLanding('/piani', {});
    expect(screen.queryByTestId('welcome-message')).toBeNull();
    expect(plain.sent.map((s) => s.operationName)).not.toContain('WelcomeMessage');
    expect(sent.filter((s) => s.operationName === 'WelcomeMessage')).toHaveLength(1);
  });

  it('the text of each type', () => {
    expect(welcomeText({ type: 'ORDER' })).toBe(WELCOME_TEXT.order);
    expect(welcomeText({ type: 'CARD' })).toBe(WELCOME_TEXT.card);
    expect(welcomeText({ type: 'PRODUCT', clubName: 'Club Medici Legali' })).toBe('Ti diamo il benvenuto nel Club Medici Legali!');
    expect(welcomeText({ type: 'DEFAULT' })).toBe(WELCOME_TEXT.default);
    expect(welcomeText(null)).toBe(WELCOME_TEXT.default);
  });
});
