import { describe, expect, it } from 'vitest';
import { HEADER_BUTTONS, headerButtons } from './index';

describe('header buttons (spec 1 §6, tracking codes spec 1 §9)', () => {
  it('SUSPECT: Accedi (/login, AR100) and Registrati gratis (/registrazione, AR107)', () => {
    expect(headerButtons('SUSPECT')).toEqual([
      { id: 'login', label: 'Accedi', href: '/login', variant: 'outline', trackingCode: 'AR100' },
      { id: 'sign-up', label: 'Registrati gratis', href: '/registrazione', variant: 'primary', trackingCode: 'AR107' },
    ]);
  });

  it('TRIAL: Piani Premium in warning style', () => {
    expect(headerButtons('TRIAL')).toEqual([
      { id: 'premium-plans', label: 'Piani Premium', href: '/piani', variant: 'warning', trackingCode: 'PP010' },
    ]);
  });

  it('PREMIUM: Cerchi aiuto? to /assistenza', () => {
    expect(headerButtons('PREMIUM')).toEqual([{ id: 'help', label: 'Cerchi aiuto?', href: '/assistenza', variant: 'outline' }]);
  });

  it('returns copies: the table cannot be mutated through the result', () => {
    headerButtons('REGISTRATO')[0]!.label = 'x';
    expect(HEADER_BUTTONS.REGISTRATO[0]!.label).toBe('Piani Premium');
  });
});
