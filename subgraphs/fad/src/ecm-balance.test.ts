import { describe, expect, it } from 'vitest';
import type { UpstreamWallet } from './datasources/crm-api';
import { ecmBalanceOf } from './ecm-balance';

const wallet = (codice: string, saldo: number | null, attivo = true, servizioAttivo = true): UpstreamWallet => ({
  codice,
  stato: { attivo, numero: 1 },
  servizio: { stato: { attivo: servizioAttivo } },
  saldo,
});

describe('ecmBalanceOf', () => {
  it('is the saldo of the active ecm wallet', () => {
    expect(ecmBalanceOf([wallet('legal', 3), wallet('ecm', 50)])).toBe(50);
    expect(ecmBalanceOf([wallet('ECM', 1)])).toBe(1);
  });

  it('is 0 when the active ecm wallet has no saldo', () => {
    expect(ecmBalanceOf([wallet('ecm', null)])).toBe(0);
  });

  it('is null without an ecm wallet, or when the wallet or its service is inactive', () => {
    expect(ecmBalanceOf([])).toBeNull();
    expect(ecmBalanceOf([wallet('legal', 10)])).toBeNull();
    expect(ecmBalanceOf([wallet('ecm', 50, false)])).toBeNull();
    expect(ecmBalanceOf([wallet('ecm', 50, true, false)])).toBeNull();
  });
});

