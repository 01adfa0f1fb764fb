import { describe, expect, it } from 'vitest';
import { courseCardAction, coursePath, creditsLabel } from './courseCardAction';

describe('course card action by status (spec 2 §4, spec 1 §9)', () => {
  it('ACTIVE (status 1): continue, or start when not started, with the in-progress text', () => {
    expect(courseCardAction({ status: 'ACTIVE', started: true })).toEqual({ label: 'Continua il corso', text: 'Continua il Corso e ottieni i crediti ECM' });
    expect(courseCardAction({ status: 'ACTIVE', started: false })).toEqual({ label: 'Inizia il corso', text: 'Continua il Corso e ottieni i crediti ECM' });
  });

  it('PASSED (status 2): review, with the passed text', () => {
    expect(courseCardAction({ status: 'PASSED', started: true })).toEqual({ label: 'Rivedi il corso', text: 'Rivedi i moduli del Corso' });
  });

  it("anything else: 'Vai al corso'", () => {
    for (const status of ['FAILED', 'EXPIRED', null] as const) expect(courseCardAction({ status, started: true }).label).toBe('Vai al corso');
    expect(courseCardAction(null)).toEqual({ label: 'Vai al corso', text: null });
  });

  it('formats credits and the course path', () => {
    expect(creditsLabel(12)).toBe('12 crediti ECM');
    expect(creditsLabel(4.5)).toBe('4,5 crediti ECM');
    expect(creditsLabel(1)).toBe('1 credito ECM');
    expect(coursePath('gestione-del-rischio')).toBe('/corsi-ecm-fad/gestione-del-rischio');
  });
});
