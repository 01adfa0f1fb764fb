// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, REGISTRATION_MESSAGES } from '@club/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { REGISTRATION_TYPE3_TEXT, RegistrationPage } from './RegistrationPage';
import { TrialPage } from './TrialPage';

vi.mock('../../lib/encryptPassword', () => ({ encryptPassword: async (_pem: string, password: string) => `enc(${password})` }));

afterEach(cleanup);

const key: OperationHandler = () => ({ data: { loginPublicKey: { __typename: 'LoginPublicKey', publicKeyPEM: 'PEM' } } });
const result = (field: string, ok: boolean, refusal: string | null = null, message: string | null = null) => ({
  data: { [field]: { __typename: 'MembershipResult', ok, refusal, message } },
});

function fillValid() {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Nome/, 'Mario');
  type(/^Cognome/, 'Rossi');
  type(/^E-mail/, 'Mario.Rossi@Esempio.it');
  type(/^Cellulare/, '333 12a34567');
  type(/^Password/, 'segreta123');
  type(/^Conferma password/, 'segreta123');
  fireEvent.click(screen.getByRole('switch', { name: /informativa sulla privacy/ }));
  fireEvent.click(screen.getByRole('switch', { name: /condizioni d'uso/ }));
}

describe('/registrazione', () => {
  it('shows each message on an empty submit and sends nothing', async () => {
    const { sent } = renderPage(<RegistrationPage />, { path: '/registrazione', url: '/registrazione', handlers: { MembershipPublicKey: key } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findAllByText(MESSAGES.required)).not.toHaveLength(0);
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.privacyRequired)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.termsRequired)).toBeTruthy();
    expect(sent.filter((s) => s.operationName === 'RegisterMember')).toEqual([]);
  });

  it('refuses a confirmation that differs', async () => {
    renderPage(<RegistrationPage />, { path: '/registrazione', url: '/registrazione', handlers: { MembershipPublicKey: key } });
    fillValid();
    fireEvent.change(screen.getByLabelText(/^Conferma password/), { target: { value: 'diversa123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordMismatch)).toBeTruthy();
  });

  it('sends the data with the encrypted password (digits-only phone, lower-cased e-mail) and shows the result screen', async () => {
    const { sent } = renderPage(<RegistrationPage />, {
      path: '/registrazione',
      url: '/registrazione',
      handlers: { MembershipPublicKey: key, RegisterMember: () => result('registerMember', true) },
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('heading', { name: 'Registrazione completata' })).toBeTruthy();
    const call = sent.find((s) => s.operationName === 'RegisterMember')!;
    expect(call.variables.input).toEqual({
      nome: 'Mario', cognome: 'Rossi', email: 'mario.rossi@esempio.it', cellulare: '3331234567',
      encryptedPassword: 'enc(segreta123)', privacy: true, condizioni: true,
    });
    expect(screen.getByRole('link', { name: 'Prova gratis' }).getAttribute('href')).toBe('/attivazione-trial');
  });

  it("shows the server's refusal (e-mail taken) and a field the server refused under that field", async () => {
    let answer = result('registerMember', false, 'EMAIL_TAKEN', REGISTRATION_MESSAGES.emailTaken) as object;
    renderPage(<RegistrationPage />, { path: '/registrazione', url: '/registrazione', handlers: { MembershipPublicKey: key, RegisterMember: () => answer } });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.emailTaken)).toBeTruthy();
    answer = { errors: [{ message: MESSAGES.invalidPhone, extensions: { code: 'BAD_USER_INPUT', field: 'cellulare' } }] };
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(screen.getByLabelText(/^Cellulare/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
  });
});

describe("/registrazione?type=3 (spec 1 §2: '1' or '2' one form, '3' another)", () => {
  const open = (url: string, handlers: Record<string, OperationHandler> = {}) =>
    renderPage(<RegistrationPage />, { path: '/registrazione', url, handlers: { MembershipPublicKey: key, ...handlers } });

  it('types 1 and 2 show the registration form; type 3 adds the fiscal code and the birth date, with the profile rules', async () => {
    for (const url of ['/registrazione?type=1', '/registrazione?type=2']) {
      open(url);
      expect(screen.queryByLabelText(/^Codice fiscale/)).toBeNull();
      cleanup();
    }
    const { sent } = open('/registrazione?type=3');
    expect(screen.getByText(REGISTRATION_TYPE3_TEXT.intro)).toBeTruthy();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(MESSAGES.fiscalCodeRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.birthDateRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Codice fiscale/), { target: { value: 'RSSMRA85T10A562X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(MESSAGES.invalidFiscalCode)).toBeTruthy();
    expect(sent.filter((s) => s.operationName === 'RegisterMember')).toEqual([]);
  });

  it('registers, then saves the fiscal code and birth date on the new member (gg/mm/aaaa), and shows the result screen', async () => {
    const { sent } = open('/registrazione?type=3', {
      RegisterMember: () => result('registerMember', true),
      RegistrationPersonalData: () => ({ data: { completeProfile: { __typename: 'ProfileSaveResult', ok: true } } }),
    });
    fillValid();
    fireEvent.change(screen.getByLabelText(/^Codice fiscale/), { target: { value: 'rssmra85t10a562s' } });
    fireEvent.change(screen.getByLabelText(/^Data di nascita/), { target: { value: '10/12/1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('heading', { name: 'Registrazione completata' })).toBeTruthy();
    expect(sent.find((s) => s.operationName === 'RegisterMember')!.variables.input).toEqual({
      nome: 'Mario', cognome: 'Rossi', email: 'mario.rossi@esempio.it', cellulare: '3331234567',
      encryptedPassword: 'enc(segreta123)', privacy: true, condizioni: true,
    });
    expect(sent.find((s) => s.operationName === 'RegistrationPersonalData')!.variables).toEqual({ fiscalCode: 'RSSMRA85T10A562S', birthDate: '10/12/1985' });
    expect(screen.queryByText(REGISTRATION_TYPE3_TEXT.personalDataFailed)).toBeNull();
  });

  it('when the personal data cannot be saved the member is still registered and told where to add them', async () => {
    open('/registrazione?type=3', {
      RegisterMember: () => result('registerMember', true),
      RegistrationPersonalData: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
    });
    fillValid();
    fireEvent.change(screen.getByLabelText(/^Codice fiscale/), { target: { value: 'RSSMRA85T10A562S' } });
    fireEvent.change(screen.getByLabelText(/^Data di nascita/), { target: { value: '10/12/1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('heading', { name: 'Registrazione completata' })).toBeTruthy();
    expect(screen.getByText(REGISTRATION_TYPE3_TEXT.personalDataFailed, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: REGISTRATION_TYPE3_TEXT.personalDataLink }).getAttribute('href')).toBe('/profilo/dati-personali');
  });
});

describe('/attivazione-trial and /registrazione-trial', () => {
  const viewer = (trialStart: string) => () => ({ data: { viewer: { __typename: 'Viewer', trialStart } } });

  it('a registered member activates the trial with one click (a double click sends one request)', async () => {
    const { sent } = renderPage(<TrialPage title="t" />, {
      path: '/attivazione-trial',
      url: '/attivazione-trial',
      handlers: { TrialStart: viewer('ACTIVATE'), ActivateTrial: () => result('activateTrial', true), Viewer: viewer('NOT_ELIGIBLE') },
    });
    const button = await screen.findByRole('button', { name: 'Attiva la prova gratuita' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'La tua prova gratuita è attiva' })).toBeTruthy();
    expect(sent.filter((s) => s.operationName === 'ActivateTrial')).toHaveLength(1);
  });

  it('a visitor gets the registration form with the trial; others are sent to the plans', async () => {
    renderPage(<TrialPage title="t" />, { path: '/registrazione-trial', url: '/registrazione-trial', handlers: { TrialStart: viewer('REGISTER') } });
    expect(await screen.findByRole('button', { name: 'Prova gratis' })).toBeTruthy();
    cleanup();
    renderPage(<TrialPage title="t" />, { path: '/registrazione-trial', url: '/registrazione-trial', handlers: { TrialStart: viewer('NOT_ELIGIBLE') } });
    expect(await screen.findByRole('heading', { name: 'Prova gratuita non disponibile' })).toBeTruthy();
  });
});
