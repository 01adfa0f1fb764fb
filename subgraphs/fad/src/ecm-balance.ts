import { WALLETS } from '@club/policy';
import type { UpstreamWallet } from './datasources/crm-api';

/**
 * Spec 2 §7 (GET /CRM/Utente/Portafogli: "the active ECM one and its saldo"): the balance of the
 * ecm wallet when both the wallet and its service are active, else null.
 */
export function ecmBalanceOf(wallets: readonly UpstreamWallet[]): number | null {
  const ecm = wallets.find(
    (w) => w.codice?.toLowerCase() === WALLETS.ecm && w.stato?.attivo === true && w.servizio?.stato?.attivo === true,
  );
  return ecm ? Number(ecm.saldo ?? 0) : null;
}
