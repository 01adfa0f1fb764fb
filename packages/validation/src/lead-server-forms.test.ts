import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FORM_TYPE,
  APPOINTMENT_WINDOWS,
  LEAD_FORM_TYPES,
  MARKETING_FORM_TYPE,
  accountLeadSchema,
  appointmentDays,
  appointmentRequest,
  firstErrors,
  isBookableAppointmentDay,
  leadFieldSchemas,
  leadSchemaForType,
  marketingLeadSchema,
} from './index';

const errorsOf = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) => firstErrors(schema.safeParse(value) as never);

describe('appointment days and windows (spec 3 §9: a morning or afternoon window, Monday to Saturday)', () => {
  it('offers the next six opening days from tomorrow, skipping Sunday', () => {
    // Friday 27 November 2026
    expect(appointmentDays(new Date(2026, 10, 27, 10))).toEqual(['2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  });
  it('a bookable day is one offered (a day either side for clocks that differ); yesterday, a Sunday or a far day is not', () => {
    const today = new Date(2026, 10, 27, 10);
    expect(isBookableAppointmentDay('2026-11-30', today)).toBe(true);
    expect(isBookableAppointmentDay('2026-11-26', today)).toBe(false);
    expect(isBookableAppointmentDay('2026-11-29', today)).toBe(false);
    expect(isBookableAppointmentDay('2026-12-20', today)).toBe(false);
  });
  it('the windows are morning and afternoon, sent with the day as giorni_richiesta', () => {
    expect(APPOINTMENT_WINDOWS).toEqual(['mattina', 'pomeriggio']);
    expect(appointmentRequest('2026-12-01', 'pomeriggio')).toBe('2026-12-01 pomeriggio');
  });
});

describe('the marketing form (spec 1 §3 marketing-form fields, §4)', () => {
  const day = appointmentDays()[0]!;
  const valid = { email: 'Anna@Example.it', cellulare: '3331234567', giorno: day, fascia: 'mattina', privacy: true };

  it('is the schema of its form type; email, phone, day, window and consent are required, the rest optional', () => {
    expect(LEAD_FORM_TYPES[MARKETING_FORM_TYPE]).toEqual({ variant: 'marketing', campaign: null });
    expect(leadSchemaForType(MARKETING_FORM_TYPE)).toBe(marketingLeadSchema);
    expect(marketingLeadSchema.parse(valid)).toMatchObject({ email: 'anna@example.it', nome: '', codiceCliente: '', giorno: day, fascia: 'mattina' });
    expect(errorsOf(marketingLeadSchema, { email: '', cellulare: '', giorno: '', fascia: '', privacy: false })).toEqual({
      email: 'Campo obbligatorio',
      cellulare: 'Campo obbligatorio',
      giorno: "Scegli il giorno dell'appuntamento.",
      fascia: 'Scegli la fascia oraria: mattina o pomeriggio.',
      privacy: "Accettare l'informativa privacy è obbligatorio.",
    });
  });
  it('refuses a day not offered, a window other than morning or afternoon, and a customer code that is not 4 to 8 digits', () => {
    expect(errorsOf(marketingLeadSchema, { ...valid, giorno: '2020-01-01' }).giorno).toBe("Scegli il giorno dell'appuntamento.");
    expect(errorsOf(marketingLeadSchema, { ...valid, fascia: 'sera' }).fascia).toBe('Scegli la fascia oraria: mattina o pomeriggio.');
    expect(errorsOf(marketingLeadSchema, { ...valid, codiceCliente: '12a' }).codiceCliente).toBe('Codice cliente non valido: verifica di aver scritto correttamente.');
    expect(marketingLeadSchema.safeParse({ ...valid, codiceCliente: '1000003' }).success).toBe(true);
  });
});

describe('the account form built from the server definition (spec 1 §5 dateOfBirth, placeOfBirth, username, password)', () => {
  const valid = { nome: 'Mario', cognome: 'Rossi', email: 'mario@example.it', cellulare: '3331234567', dateOfBirth: '10/12/1985', placeOfBirth: 'Roma', username: 'mrossi', password: 'x', note: 'Vorrei un secondo parere.', privacy: true };

  it("the message is required (spec 1 §5 note: required; max 999)", () => {
    expect(errorsOf(accountLeadSchema, { ...valid, note: '' }).note).toBe('Campo obbligatorio');
    expect(errorsOf(accountLeadSchema, { ...valid, note: '   ' }).note).toBe('Campo obbligatorio');
    const { note: _omitted, ...without } = valid;
    expect(errorsOf(accountLeadSchema, without).note).toBe('Campo obbligatorio');
    expect(errorsOf(accountLeadSchema, { ...valid, note: 'x'.repeat(1000) }).note).toBe('Messaggio troppo lungo: hai a disposizione massimo 999 caratteri');
  });

  it('is the schema of first-opinion; the birth date typed gg/mm/aaaa is sent as YYYY-MM-DD', () => {
    expect(leadSchemaForType(ACCOUNT_FORM_TYPE)).toBe(accountLeadSchema);
    expect(accountLeadSchema.parse(valid)).toMatchObject({ dateOfBirth: '1985-12-10', placeOfBirth: 'Roma', username: 'mrossi', password: 'x' });
  });
  it('gives each new field its message', () => {
    expect(errorsOf(accountLeadSchema, { ...valid, dateOfBirth: '', placeOfBirth: '' })).toEqual({ dateOfBirth: 'Campo obbligatorio', placeOfBirth: 'Campo obbligatorio' });
    expect(errorsOf(accountLeadSchema, { ...valid, dateOfBirth: '31/02/1985' }).dateOfBirth).toBe('Data di nascita non valida: usa il formato gg/mm/aaaa.');
    expect(errorsOf(accountLeadSchema, { ...valid, dateOfBirth: '01/01/2999' }).dateOfBirth).toBe('Data di nascita non valida: usa il formato gg/mm/aaaa.');
    expect(errorsOf(accountLeadSchema, { ...valid, placeOfBirth: 'R'.repeat(61) }).placeOfBirth).toBe('Luogo di nascita troppo lungo: hai a disposizione massimo 60 caratteri');
    expect(errorsOf(accountLeadSchema, { ...valid, username: 'u'.repeat(101) }).username).toBe('Username troppo lungo: hai a disposizione massimo 100 caratteri');
  });
  it('username and password are optional and the password has no rule', () => {
    expect(accountLeadSchema.safeParse({ ...valid, username: '', password: '' }).success).toBe(true);
    expect(accountLeadSchema.safeParse({ ...valid, password: 'p'.repeat(500) }).success).toBe(true);
    expect(leadFieldSchemas.username.safeParse('u'.repeat(101)).error?.issues[0]?.message).toBe('Username troppo lungo: hai a disposizione massimo 100 caratteri');
  });
});
