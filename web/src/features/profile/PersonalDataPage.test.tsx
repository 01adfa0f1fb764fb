// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { fiscalCodeControlChar } from '@club/validation';
import { PersonalDataPage } from './PersonalDataPage';

const CF = `RCCCHR88E57H501${fiscalCodeControlChar('RCCCHR88E57H501')}`;

afterEach(cleanup);

const viewer: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer', subscriptionType: 'PREMIUM',
      flags: { __typename: 'SubscriptionFlags', isSuspect: false, isRegistered: false, isTrial: false, isPremium: true, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: true, isAPS: false },
      activeWalletCodes: [], headerButtons: [], profileMenu: [], topBarColour: 'blue', showsCreditsCounter: false,
      user: { __typename: 'User', id: '1000005', username: '1000005', name: 'Chiara', surname: 'Ricci' },
    },
  },
});
const frame: OperationHandler = () => ({
  data: { viewer: { __typename: 'Viewer', subscriptionType: 'PREMIUM', profileSideMenu: [], profileBanner: null, profileActivationDate: '2025', user: { __typename: 'User', id: '1000005', username: '1000005' } } },
});
const personal = (fiscalCode: string | null, birthDate: string | null): OperationHandler => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      user: {
        __typename: 'User', id: '1000005', username: '1000005', name: 'Chiara', surname: 'Ricci', email: 'premium.nocf@demo.club',
        specializationNames: ['Dermatologia'], isOtherHealthProfession: false,
        contact: { __typename: 'ContactData', profession: { __typename: 'Profession', id: '1', description: 'Medico' } },
        personalData: { __typename: 'PersonalData', birthDate, phonePrefix: '0039', phone: '3331000005', fiscalCode },
      },
    },
  },
});

function render(completeProfile: OperationHandler, data = personal(null, null)) {
  return renderPage(<PersonalDataPage />, {
    path: '/profilo/dati-personali',
    url: '/profilo/dati-personali',
    wrapper: ToastProvider,
    handlers: { Viewer: viewer, ProfileFrame: frame, ProfilePersonalData: data, CompleteProfile: completeProfile, SupportPhone: () => ({ data: { footer: { __typename: 'Footer', tollFreeNumber: '800 123 456' } } }) },
  });
}

describe('/profilo/dati-personali', () => {
  it("read-only until 'Completa profilo'; the spec messages; gg/mm/aaaa sent; 'Hai completato il tuo profilo!'", async () => {
    const saved: GraphQLResult = {
      data: { completeProfile: { __typename: 'ProfileSaveResult', ok: true, viewer: { __typename: 'Viewer', subscriptionType: 'PREMIUM', user: { __typename: 'User', id: '1000005', hasFiscalCode: true, personalData: { __typename: 'PersonalData', birthDate: '1988-05-17', fiscalCode: 'RCCCHR88E57H501X', phonePrefix: '0039', phone: '3331000005' } } } } },
    };
    const { sent } = render(() => saved);
    const cf = (await screen.findByLabelText('Codice fiscale')) as HTMLInputElement;
    expect(cf.disabled).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Completa profilo' }));
    expect(cf.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il codice fiscale è obbligatorio')).toBeTruthy();
    expect(await screen.findByText('La data di nascita è obbligatoria')).toBeTruthy();
    fireEvent.change(cf, { target: { value: CF } });
    fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '17/05/1988' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Hai completato il tuo profilo!')).toBeTruthy();
    const call = sent.find((s) => s.operationName === 'CompleteProfile');
    expect(call?.variables).toEqual({ fiscalCode: CF, birthDate: '17/05/1988' });
  });

  it("spec 1 §5: a short fiscal code shows 'Inserisci un Codice Fiscale valido.' and the toast 'Codice fiscale non valido.'; a missing one no toast; nothing is sent", async () => {
    const { sent } = render(() => ({ data: null }), personal(null, '1988-05-17'));
    fireEvent.click(await screen.findByRole('button', { name: 'Completa profilo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il codice fiscale è obbligatorio')).toBeTruthy();
    expect(screen.queryByText('Codice fiscale non valido.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Codice fiscale'), { target: { value: 'RCCCHR88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(await screen.findByText('Codice fiscale non valido.')).toBeTruthy();
    expect(sent.some((s) => s.operationName === 'CompleteProfile')).toBe(false);
  });

  it("a fiscal code the server refuses shows its message under the field and the toast 'Codice fiscale non valido.'", async () => {
    render(() => ({ errors: [{ message: 'Inserisci un Codice Fiscale valido.', extensions: { code: 'BAD_USER_INPUT', field: 'fiscalCode' } }] }), personal(null, '1988-05-17'));
    fireEvent.click(await screen.findByRole('button', { name: 'Completa profilo' }));
    fireEvent.change(screen.getByLabelText('Codice fiscale'), { target: { value: CF } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(await screen.findByText('Codice fiscale non valido.')).toBeTruthy();
  });

  it('a 409 opens the conflict modal with the support phone', async () => {
    render(() => ({ errors: [{ message: 'I dati sono già presenti', extensions: { code: 'CONFLICT' } }] }), personal('RCCCHR88E57H501X', null));
    fireEvent.click(await screen.findByRole('button', { name: 'Completa profilo' }));
    fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '17/05/1988' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('dialog', { name: "Ops, l'operazione non è andata a buon fine" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Contattaci al numero di telefono 800 123 456 per richiedere assistenza.')).toBeTruthy());
  });

  it.each([
    ['a server error other than 409', () => ({ errors: [{ message: 'Errore nel servizio /contact', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] })],
    ['a network failure', () => Promise.reject(new Error('offline'))],
  ] as [string, OperationHandler][])("%s opens 'Ops, qualcosa è andato storto!' with a call button, not the conflict modal", async (_case, answer) => {
    render(answer, personal('RCCCHR88E57H501X', null));
    fireEvent.click(await screen.findByRole('button', { name: 'Completa profilo' }));
    fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '17/05/1988' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ops, qualcosa è andato storto!' });
    expect(dialog.textContent).toContain('La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.');
    const call = await within(dialog).findByRole('link', { name: 'Chiama 800 123 456' });
    expect(call.getAttribute('href')).toMatch(/^tel:/);
    expect(screen.queryByRole('dialog', { name: "Ops, l'operazione non è andata a buon fine" })).toBeNull();
    expect(screen.queryByText('Hai completato il tuo profilo!')).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('nothing to complete: no button', async () => {
    render(() => ({ data: null }), personal('RCCCHR88E57H501X', '1988-05-17'));
    expect(await screen.findByDisplayValue('17/05/1988')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completa profilo' })).toBeNull();
  });
});
