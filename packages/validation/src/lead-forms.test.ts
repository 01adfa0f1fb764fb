import { describe, expect, it } from 'vitest';
import {
  LEAD_FORM_TYPES,
  LIGHT_AND_GAS_FORM_TYPE,
  PROFILE_ASSISTANT_FORM_TYPE,
  assistantLeadSchema,
  firstErrors,
  fitnessLeadSchema,
  homeCareLeadSchema,
  isLeadFormType,
  leadSchemaForType,
  serviceLeadSchema,
  supportLeadSchema,
  upgradeLeadSchema,
} from './index';

const REQUIRED = 'Campo obbligatorio';
const EMAIL = 'E-mail non valida: verifica di aver scritto correttamente.';
const PHONE = 'Numero di telefono non valido: verifica di aver scritto correttamente.';
const CF = 'Codice Fiscale non valido: verifica di aver scritto correttamente.';
const NOTE = 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri';
const PRIVACY = "Accettare l'informativa privacy è obbligatorio.";

const validSupport = {
  nome: 'Mario',
  cognome: 'Rossi',
  email: 'Mario.Rossi@Example.IT',
  cellulare: '3331234567',
  codiceFiscale: '',
  note: 'Non riesco ad aprire il corso.',
  marketingDiretto: '',
  comunicazioneTerzi: '',
  statistiche: '',
  profilazione: '',
  privacy: true,
};

function errorsOf(schema: { safeParse(v: unknown): unknown }, value: unknown) {
  return firstErrors(schema.safeParse(value) as never);
}

describe('support form (spec 3 §5)', () => {
  it('accepts a valid request: e-mail lower-cased, no fiscal code, consents not selected', () => {
    const out = supportLeadSchema.parse(validSupport);
    expect(out.email).toBe('mario.rossi@example.it');
    expect(out.codiceFiscale).toBeUndefined();
    expect([out.marketingDiretto, out.comunicazioneTerzi, out.statistiche, out.profilazione]).toEqual([null, null, null, null]);
  });

  it.each([
    ['nome', '', REQUIRED],
    ['cognome', '  ', REQUIRED],
    ['email', '', REQUIRED],
    ['email', 'mario@', EMAIL],
    ['cellulare', '', REQUIRED],
    ['cellulare', '333-1234567', PHONE],
    ['cellulare', '3331234a67', PHONE],
    ['cellulare', '12345678', PHONE],
    ['codiceFiscale', 'RSSMRA85T10A562X', CF],
    ['codiceFiscale', 'RSS*RA85T10A562S', CF],
    ['note', '', REQUIRED],
    ['note', 'x'.repeat(1000), NOTE],
    ['privacy', false, PRIVACY],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(supportLeadSchema, { ...validSupport, [field]: value })[field]).toBe(message);
  });

  it('upper-cases a valid fiscal code', () => {
    expect(supportLeadSchema.parse({ ...validSupport, codiceFiscale: 'rssmra85t10a562s' }).codiceFiscale).toBe('RSSMRA85T10A562S');
  });

  it('keeps Si/No consents and refuses other values', () => {
    const out = supportLeadSchema.parse({ ...validSupport, marketingDiretto: 'SI', profilazione: 'NO' });
    expect(out.marketingDiretto).toBe('SI');
    expect(out.profilazione).toBe('NO');
    expect(supportLeadSchema.safeParse({ ...validSupport, statistiche: 'FORSE' }).success).toBe(false);
  });
});

describe('other contact forms (spec 3 §5)', () => {
  const validService = { nome: 'Anna', cognome: 'Bianchi', email: 'anna@example.it', cellulare: '3471234567', note: 'Info', privacy: true };

  it('caps name at 100, e-mail at 100 and mobile at 16 digits', () => {
    expect(serviceLeadSchema.safeParse({ ...validService, nome: 'a'.repeat(100) }).success).toBe(true);
    expect(errorsOf(serviceLeadSchema, { ...validService, nome: 'a'.repeat(101) }).nome).toBe(REQUIRED);
    expect(serviceLeadSchema.safeParse({ ...validService, email: `${'a'.repeat(88)}@example.it` }).success).toBe(true);
    expect(errorsOf(serviceLeadSchema, { ...validService, email: `${'a'.repeat(90)}@example.it` }).email).toBe(EMAIL);
    expect(errorsOf(serviceLeadSchema, { ...validService, cellulare: '1'.repeat(17) }).cellulare).toBe(PHONE);
    expect(errorsOf(serviceLeadSchema, { ...validService, privacy: false }).privacy).toBe(PRIVACY);
  });

  it('fitness needs a club; home care needs e-mail, phone and privacy only', () => {
    expect(errorsOf(fitnessLeadSchema, { ...validService, club: '' }).club).toBe(REQUIRED);
    expect(homeCareLeadSchema.safeParse({ email: 'a@example.it', cellulare: '3331234567', privacy: true }).success).toBe(true);
    expect(errorsOf(homeCareLeadSchema, { email: 'a@example.it', cellulare: 'abc', privacy: false })).toEqual({ cellulare: PHONE, privacy: PRIVACY });
  });

  it('the profile assistant form: e-mail max 100, phone max 16, privacy required, the note optional (max 999)', () => {
    const valid = { email: 'a@example.it', cellulare: '3331234567', privacy: true };
    expect(assistantLeadSchema.safeParse(valid).success).toBe(true);
    expect(assistantLeadSchema.safeParse({ ...valid, email: `${'a'.repeat(88)}@example.it`, cellulare: '1'.repeat(16) }).success).toBe(true);
    expect(errorsOf(assistantLeadSchema, { ...valid, email: `${'a'.repeat(90)}@example.it` }).email).toBe(EMAIL);
    expect(errorsOf(assistantLeadSchema, { ...valid, cellulare: '1'.repeat(17) }).cellulare).toBe(PHONE);
    expect(errorsOf(assistantLeadSchema, { ...valid, privacy: false }).privacy).toBe(PRIVACY);
    expect(errorsOf(assistantLeadSchema, { ...valid, note: 'a'.repeat(1000) }).note).toBe(NOTE);
    expect(leadSchemaForType(PROFILE_ASSISTANT_FORM_TYPE)).toBe(assistantLeadSchema);
  });

  it('every form type of spec 3 §3 has its schema and the campaigns of the spec', () => {
    expect(Object.keys(LEAD_FORM_TYPES)).toEqual(
      expect.arrayContaining(['upgrade-das', 'lettera-diffida', 'richiesta-viaggi', 'network-avvocati', 'pronto-assicuratore', 'richiesta-parere-legale', 'first-opinion', 'Richiesta-FitnessNetwork', 'richiesta-tutela-legale-das', 'consulenza-legale']),
    );
    expect(LEAD_FORM_TYPES['network-avvocati'].campaign).toBe('prass_arc');
    expect(LEAD_FORM_TYPES['pronto-assicuratore'].campaign).toBe('prass_arc');
    expect(LEAD_FORM_TYPES['richiesta-parere-legale'].campaign).toBe('formpl');
    expect(LEAD_FORM_TYPES['Richiesta-FitnessNetwork'].campaign).toBe('formcfni');
    expect(LEAD_FORM_TYPES['richiesta-tutela-legale-das'].campaign).toBe('formtldas');
    expect(leadSchemaForType('Richiesta-FitnessNetwork')).toBe(fitnessLeadSchema);
  });

  it("the /upgrade form ('upgrade-das') is the spec 2 §5 upgrade schema on the lead fields: e-mail, phone 9 to 20 digits, privacy, 'Campo obbligatorio.'", () => {
    expect(LEAD_FORM_TYPES['upgrade-das']).toEqual({ variant: 'upgrade', campaign: null });
    expect(leadSchemaForType('upgrade-das')).toBe(upgradeLeadSchema);
    expect(Object.keys(upgradeLeadSchema.shape)).toEqual(['email', 'cellulare', 'privacy']);
    expect(errorsOf(upgradeLeadSchema, { email: '', cellulare: '', privacy: false })).toEqual({ email: 'Campo obbligatorio.', cellulare: 'Campo obbligatorio.', privacy: 'Campo obbligatorio.' });
    expect(upgradeLeadSchema.parse({ email: 'A@B.IT', cellulare: '1'.repeat(20), privacy: true })).toEqual({ email: 'a@b.it', cellulare: '1'.repeat(20), privacy: true });
    expect(errorsOf(upgradeLeadSchema, { email: 'a@b.it', cellulare: '1'.repeat(21), privacy: true }).cellulare).toBe(PHONE);
    expect(errorsOf(upgradeLeadSchema, { email: 'a@b.it', cellulare: '12345678', privacy: true }).cellulare).toBe(PHONE);
  });

  it("the light-and-gas information form (our form type, spec 3 §3 names none) is a known service form without a campaign", () => {
    expect(LIGHT_AND_GAS_FORM_TYPE).toBe('richiesta-luce-gas');
    expect(isLeadFormType('richiesta-luce-gas')).toBe(true);
    expect(LEAD_FORM_TYPES['richiesta-luce-gas']).toEqual({ variant: 'service', campaign: null });
    expect(leadSchemaForType(LIGHT_AND_GAS_FORM_TYPE)).toBe(serviceLeadSchema);
  });
});
