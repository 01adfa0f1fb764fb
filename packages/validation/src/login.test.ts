import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrors, loginSchema, normaliseLoginUsername, recoverySchema } from './index';

const LOGIN_FORMAT = 'Formato non valido.';
const PASSWORD = 'La password è obbligatoria.';
const RECOVERY_FORMAT = 'Inserisci il codice utente nel formato corretto.';

describe('normaliseLoginUsername (spec 1 §5)', () => {
  it('trims and lower-cases; digits are kept as typed', () => {
    expect(normaliseLoginUsername('  Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
    expect(normaliseLoginUsername(' 00123 ')).toBe('00123');
  });
});

describe('loginSchema username (spec 1 §5: 4-8 digits or e-mail)', () => {
  it.each(['1234', '12345678', '00001234', 'mario.rossi@example.it', 'a.b+c@d.co'])('accepts %j', (username) => {
    expect(loginSchema.safeParse({ username, password: 'x' }).success).toBe(true);
  });

  it.each(['123', '123456789', 'abc', 'mario@', 'mario', '12ab', '', '   ', '1234 5678', '@example.it', 'mario@example'])('refuses %j with the spec message', (username) => {
    const r = loginSchema.safeParse({ username, password: 'x' });
    expect(r.success).toBe(false);
    expect(firstErrors(r)).toEqual({ username: 'Formato non valido.' });
  });

  it('refuses a missing username with the same message', () => {
    expect(firstErrors(loginSchema.safeParse({ password: 'x' }))).toEqual({ username: LOGIN_FORMAT });
  });

  it('lower-cases and trims the e-mail', () => {
    const r = loginSchema.parse({ username: ' Mario.Rossi@Example.IT ', password: 'segreta' });
    expect(r.username).toBe('mario.rossi@example.it');
  });

  it('keeps a numeric username as typed (trimmed)', () => {
    expect(loginSchema.parse({ username: ' 0012345 ', password: 'x' }).username).toBe('0012345');
  });
});

describe('loginSchema password (spec 1 §5: required, trimmed, max 60)', () => {
  it('trims', () => {
    expect(loginSchema.parse({ username: '1234', password: '  segreta  ' }).password).toBe('segreta');
  });
  it('accepts 60 characters', () => {
    expect(loginSchema.safeParse({ username: '1234', password: 'p'.repeat(60) }).success).toBe(true);
  });
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['61 characters', 'p'.repeat(61)],
    ['missing', undefined],
  ])('refuses %s with the spec message', (_name, password) => {
    expect(firstErrors(loginSchema.safeParse({ username: '1234', password }))).toEqual({ password: PASSWORD });
  });
  it('reports both fields at once', () => {
    expect(firstErrors(loginSchema.safeParse({ username: 'abc', password: '' }))).toEqual({
      username: 'Formato non valido.',
      password: 'La password è obbligatoria.',
    });
  });
});

describe('recoverySchema (spec 1 §5: same pattern, own message)', () => {
  it.each(['1234', '12345678', 'mario.rossi@example.it'])('accepts %j', (username) => {
    expect(recoverySchema.safeParse({ username }).success).toBe(true);
  });
  it.each(['123', '123456789', 'abc', 'mario@', ''])('refuses %j', (username) => {
    expect(firstErrors(recoverySchema.safeParse({ username }))).toEqual({ username: RECOVERY_FORMAT });
  });
  it('lower-cases', () => {
    expect(recoverySchema.parse({ username: 'Mario.Rossi@Example.IT' }).username).toBe('mario.rossi@example.it');
  });
});

describe('API shape', () => {
  it('loginSchema is a ZodType<{ username: string; password: string }>', () => {
    const typed: z.ZodType<{ username: string; password: string }> = loginSchema;
    expect(typed).toBe(loginSchema);
  });
});
