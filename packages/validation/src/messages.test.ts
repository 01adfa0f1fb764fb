/** Every message, written out literally from the spec (not imported from MESSAGES). */
import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from './index';

describe('MESSAGES are the spec strings, character for character', () => {
  it.each([
    ['required', 'Campo obbligatorio'],
    ['invalidEmail', 'E-mail non valida: verifica di aver scritto correttamente.'],
    ['invalidPhone', 'Numero di telefono non valido: verifica di aver scritto correttamente.'],
    ['invalidFiscalCodeLead', 'Codice Fiscale non valido: verifica di aver scritto correttamente.'],
    ['noteTooLong', 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri'],
    ['privacyRequired', "Accettare l'informativa privacy è obbligatorio."],
    ['invalidFiscalCode', 'Inserisci un Codice Fiscale valido.'],
    ['invalidFiscalCodeToast', 'Codice fiscale non valido.'],
    ['loginUsernameFormat', 'Formato non valido.'],
    ['passwordRequired', 'La password è obbligatoria.'],
    ['recoveryUsernameFormat', 'Inserisci il codice utente nel formato corretto.'],
    ['professionRequired', 'Seleziona una professione.'],
    ['specialisationRequired', 'Seleziona una specializzazione.'],
    ['healthProfessionRequired', 'Seleziona una professione sanitaria.'],
    ['privacyConsentRequired', 'Devi accettare la Privacy per proseguire.'],
    ['termsRequired', 'Devi accettare i Termini per proseguire.'],
    ['requiredWithPeriod', 'Campo obbligatorio.'],
    ['fiscalCodeRequired', 'Il codice fiscale è obbligatorio'],
    ['birthDateRequired', 'La data di nascita è obbligatoria'],
    ['requiredFieldsFooter', 'Compila tutti i campi obbligatori contrassegnati da *'],
    ['searchTooShort', 'Digita almeno due caratteri per iniziare la ricerca.'],
    ['invalidFavouriteId', 'Identificativo del contenuto non valido.'],
    ['invalidBirthDateLead', 'Data di nascita non valida: usa il formato gg/mm/aaaa.'],
    ['placeOfBirthTooLong', 'Luogo di nascita troppo lungo: hai a disposizione massimo 60 caratteri'],
    ['usernameTooLong', 'Username troppo lungo: hai a disposizione massimo 100 caratteri'],
    ['invalidCustomerCode', 'Codice cliente non valido: verifica di aver scritto correttamente.'],
    ['appointmentDayRequired', "Scegli il giorno dell'appuntamento."],
    ['appointmentWindowRequired', 'Scegli la fascia oraria: mattina o pomeriggio.'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('has no message the test does not know', () => {
    expect(Object.keys(MESSAGES)).toHaveLength(28);
  });

  it('uses the apostrophe and accented letters of the spec (no typographic substitutes)', () => {
    expect(MESSAGES.privacyRequired.charCodeAt(11)).toBe(0x27);
    expect(MESSAGES.passwordRequired).toContain('\u00e8');
  });
});

describe('LIMITS (spec 1 §5, §9)', () => {
  it('matches the spec', () => {
    expect(LIMITS).toMatchObject({
      emailMax: 60, phoneMin: 9, phoneMax: 16, nameMax: 60, fiscalCodeLength: 16, usernameMax: 100,
      placeOfBirthMax: 60, noteMax: 999, passwordMax: 60, loginUsernameMin: 4, searchMin: 2,
    });
  });
});
