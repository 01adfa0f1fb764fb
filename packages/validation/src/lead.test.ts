import { describe, expect, it } from 'vitest';
import {
  BLOCKED_EMAIL_DOMAINS,
  firstErrors,
  isBlockedEmailDomain,
  leadFieldSchemas,
  leadFormSchema,
  leadFormSchemaFor,
  supportFormSchema,
  upgradeLeadFormSchema,
} from './index';

const REQUIRED = 'Campo obbligatorio';
const EMAIL = 'E-mail non valida: verifica di aver scritto correttamente.';
const PHONE = 'Numero di telefono non valido: verifica di aver scritto correttamente.';
const CF_LEAD = 'Codice Fiscale non valido: verifica di aver scritto correttamente.';
const NOTE = 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri';
const PRIVACY = "Accettare l'informativa privacy è obbligatorio.";

function err(schema: { safeParse(v: unknown): unknown }, value: unknown): string | undefined {
  return firstErrors(schema.safeParse(value) as never)[''];
}

const validLead = {
  email: 'Mario.Rossi@Example.IT',
  cellulare: '3331234567',
  nome: 'Mario',
  cognome: 'Rossi',
  codiceFiscale: 'rssmra85t10a562s',
  note: 'Vorrei informazioni sui corsi ECM.',
  privacy: true,
  club: 'Club Medici',
  dateOfBirth: '1985-12-10',
  placeOfBirth: 'Roma',
  username: 'mrossi',
  password: 'anything',
};

describe('email (spec 1 §5)', () => {
  const s = leadFieldSchemas.email;
  it('lower-cases and trims', () => {
    expect(s.parse('  Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
  });
  it.each([['missing', undefined], ['empty', ''], ['blank', '  ']])('%s -> required message', (_n, v) => {
    expect(err(s, v)).toBe(REQUIRED);
  });
  it.each(['mario@', 'mario', 'mario@example', '@example.it', 'mario..rossi@example.it', 'mario rossi@example.it'])('%j -> invalid e-mail message', (v) => {
    expect(err(s, v)).toBe(EMAIL);
  });
  it('max 60 characters', () => {
    const at60 = `${'a'.repeat(48)}@example.com`; // 48 + 12 = 60
    expect(at60).toHaveLength(60);
    expect(s.safeParse(at60).success).toBe(true);
    expect(err(s, `a${at60}`)).toBe(EMAIL);
  });
  it('refuses a blocked company-owned domain (and its subdomains), case-insensitively', () => {
    expect(err(s, 'mario@clubprofessioni.it')).toBe(EMAIL);
    expect(err(s, 'Mario@ClubProfessioni.COM')).toBe(EMAIL);
    expect(err(s, 'mario@mail.clubprofessioni.it')).toBe(EMAIL);
  });
  it('accepts public providers, look-alike domains and the demo domain', () => {
    for (const v of ['mario@gmail.com', 'mario@libero.it', 'mario@notclubprofessioni.it', 'mario@demo.club']) {
      expect(s.safeParse(v).success).toBe(true);
    }
  });
  it('block-list is about 55 company-owned domains, no public providers, not demo.club', () => {
    expect(BLOCKED_EMAIL_DOMAINS.length).toBeGreaterThanOrEqual(50);
    expect(BLOCKED_EMAIL_DOMAINS.length).toBeLessThanOrEqual(60);
    for (const d of ['gmail.com', 'libero.it', 'hotmail.it', 'outlook.com', 'yahoo.it', 'demo.club']) {
      expect(BLOCKED_EMAIL_DOMAINS).not.toContain(d);
      expect(isBlockedEmailDomain(`x@${d}`)).toBe(false);
    }
    expect(new Set(BLOCKED_EMAIL_DOMAINS).size).toBe(BLOCKED_EMAIL_DOMAINS.length);
  });
});

describe('cellulare (spec 1 §5: required, digits only, 9 to 16)', () => {
  const s = leadFieldSchemas.cellulare;
  it.each(['333123456', '3331234567', '0039333123456789'])('accepts %s', (v) => {
    expect(s.safeParse(v).success).toBe(true);
  });
  it.each([
    ['8 digits', '33312345'],
    ['17 digits', '33312345678901234'],
    ['letters', '333abc4567'],
    ['a plus sign', '+393331234567'],
    ['spaces inside', '333 123 4567'],
    ['a dash', '333-1234567'],
  ])('refuses %s', (_n, v) => {
    expect(err(s, v)).toBe(PHONE);
  });
  it('empty -> required message', () => {
    expect(err(s, '')).toBe(REQUIRED);
  });
});

describe('nome, cognome (spec 1 §5: required, max 60)', () => {
  it.each(['nome', 'cognome'] as const)('%s', (field) => {
    const s = leadFieldSchemas[field];
    expect(s.parse('  Mario ')).toBe('Mario');
    expect(s.safeParse('x'.repeat(60)).success).toBe(true);
    expect(err(s, 'x'.repeat(61))).toBe(REQUIRED);
    expect(err(s, '')).toBe(REQUIRED);
    expect(err(s, undefined)).toBe(REQUIRED);
  });
});

describe('codiceFiscale (spec 1 §5: optional; when present, checked)', () => {
  const s = leadFieldSchemas.codiceFiscale;
  it('optional: missing, null and empty give undefined', () => {
    expect(s.parse(undefined)).toBeUndefined();
    expect(s.parse(null)).toBeUndefined();
    expect(s.parse('')).toBeUndefined();
    expect(s.parse('   ')).toBeUndefined();
  });
  it('upper-cases a valid code', () => {
    expect(s.parse('rssmra85t10a562s')).toBe('RSSMRA85T10A562S');
  });
  it.each(['RSSMRA85T10A562T', 'RSSMRA85', 'RSSMRA85T10A562SX'])('refuses %s with the lead message', (v) => {
    expect(err(s, v)).toBe(CF_LEAD);
  });
});

describe('note (spec 1 §5: required, max 999)', () => {
  const s = leadFieldSchemas.note;
  it('999 characters pass, 1000 get the spec message', () => {
    expect(s.safeParse('a'.repeat(999)).success).toBe(true);
    expect(err(s, 'a'.repeat(1000))).toBe(NOTE);
  });
  it('empty -> required message', () => {
    expect(err(s, '')).toBe(REQUIRED);
  });
});

describe('privacy (spec 1 §5: required)', () => {
  it.each([false, undefined, 'true', 1])('%j -> privacy message', (v) => {
    expect(err(leadFieldSchemas.privacy, v)).toBe(PRIVACY);
  });
  it('true passes', () => {
    expect(leadFieldSchemas.privacy.parse(true)).toBe(true);
  });
});

describe('club, dateOfBirth, placeOfBirth, username, password (spec 1 §5)', () => {
  it('club and dateOfBirth are required', () => {
    expect(err(leadFieldSchemas.club, '')).toBe(REQUIRED);
    expect(err(leadFieldSchemas.dateOfBirth, undefined)).toBe(REQUIRED);
  });
  it('placeOfBirth is required, max 60', () => {
    expect(leadFieldSchemas.placeOfBirth.safeParse('R'.repeat(60)).success).toBe(true);
    expect(leadFieldSchemas.placeOfBirth.safeParse('R'.repeat(61)).success).toBe(false);
    expect(err(leadFieldSchemas.placeOfBirth, '')).toBe(REQUIRED);
  });
  it('username: optional, max 100, no other rule', () => {
    expect(leadFieldSchemas.username.safeParse(undefined).success).toBe(true);
    expect(leadFieldSchemas.username.safeParse('any thing!'.repeat(10)).success).toBe(true);
    expect(leadFieldSchemas.username.safeParse('u'.repeat(101)).success).toBe(false);
  });
  it('password: no rule', () => {
    expect(leadFieldSchemas.password.safeParse(undefined).success).toBe(true);
    expect(leadFieldSchemas.password.safeParse('').success).toBe(true);
  });
});

describe('leadFormSchema (spec 1 §5)', () => {
  it('parses a full valid form, lower-casing the e-mail and upper-casing the fiscal code', () => {
    const out = leadFormSchema.parse(validLead);
    expect(out.email).toBe('mario.rossi@example.it');
    expect(out.codiceFiscale).toBe('RSSMRA85T10A562S');
  });
  it('reports the first message of every field', () => {
    expect(firstErrors(leadFormSchema.safeParse({}))).toEqual({
      email: 'Campo obbligatorio',
      cellulare: 'Campo obbligatorio',
      nome: 'Campo obbligatorio',
      cognome: 'Campo obbligatorio',
      note: 'Campo obbligatorio',
      privacy: "Accettare l'informativa privacy è obbligatorio.",
      club: 'Campo obbligatorio',
      dateOfBirth: 'Campo obbligatorio',
      placeOfBirth: 'Campo obbligatorio',
    });
  });
  it('leadFormSchemaFor keeps only the listed fields', () => {
    const s = leadFormSchemaFor(['email', 'privacy']);
    expect(s.safeParse({ email: 'a@b.it', privacy: true }).success).toBe(true);
    expect(firstErrors(s.safeParse({ email: 'a@', privacy: false }))).toEqual({
      email: 'E-mail non valida: verifica di aver scritto correttamente.',
      privacy: "Accettare l'informativa privacy è obbligatorio.",
    });
  });
  it('supportFormSchema (spec 3 §5) needs no club or birth data', () => {
    const { club: _c, dateOfBirth: _d, placeOfBirth: _p, username: _u, password: _pw, ...support } = validLead;
    expect(supportFormSchema.safeParse(support).success).toBe(true);
    expect(supportFormSchema.safeParse({ ...support, codiceFiscale: undefined }).success).toBe(true);
  });
});

describe('upgradeLeadFormSchema (spec 2 §5)', () => {
  it('required message with the final period', () => {
    expect(firstErrors(upgradeLeadFormSchema.safeParse({ email: '', phone: '' }))).toEqual({
      email: 'Campo obbligatorio.',
      phone: 'Campo obbligatorio.',
      privacy: 'Campo obbligatorio.',
    });
  });
  it('phone 9 to 20 digits; e-mail lower-cased', () => {
    const ok = upgradeLeadFormSchema.parse({ email: 'A@B.IT', phone: '1'.repeat(20), privacy: true });
    expect(ok.email).toBe('a@b.it');
    expect(firstErrors(upgradeLeadFormSchema.safeParse({ email: 'a@b.it', phone: '1'.repeat(21), privacy: true }))).toEqual({ phone: PHONE });
    expect(firstErrors(upgradeLeadFormSchema.safeParse({ email: 'a@b.it', phone: '12345678', privacy: true }))).toEqual({ phone: PHONE });
  });
});
