import type { WalletRecord } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { ecmBalanceOf } from './ecm-balance';

const wallet = (codice: string, saldo: number, attivo = true, servizioAttivo = true): WalletRecord => ({
  codice,
  stato: { attivo, numero: 1 },
  servizio: { stato: { attivo: servizioAttivo } },
  saldo,
  utilizzoTotale: 0,
  creditoIniziale: 0,
  bonus: { creditiBonus: 0 },
});

describe('ecmBalanceOf', () => {
  it('is the saldo of the active ecm wallet', () => {
    expect(ecmBalanceOf([wallet('legal', 3), wallet('ecm', 50)])).toBe(50);
    expect(ecmBalanceOf([wallet('ECM', 1)])).toBe(1);
  });

  it('is 0 when the active ecm wallet is spent', () => {
    expect(ecmBalanceOf([wallet('ecm', 0)])).toBe(0);
  });

  it('is null without an ecm wallet, or when the wallet or its service is inactive', () => {
    expect(ecmBalanceOf([])).toBeNull();
    expect(ecmBalanceOf([wallet('legal', 10)])).toBeNull();
    expect(ecmBalanceOf([wallet('ecm', 50, false)])).toBeNull();
    expect(ecmBalanceOf([wallet('ecm', 50, true, false)])).toBeNull();
  });
});
