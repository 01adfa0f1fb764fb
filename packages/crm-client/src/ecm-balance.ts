import type { WalletRecord } from '@club/contracts';
import { WALLETS } from '@club/wire';

/**
 * Spec 2 §7 (GET /CRM/Utente/Portafogli: "the active ECM one and its saldo"): the balance of the
 * ecm wallet when both the wallet and its service are active, else null.
 */
export function ecmBalanceOf(wallets: readonly WalletRecord[]): number | null {
  const ecm = wallets.find((w) => w.codice.toLowerCase() === WALLETS.ecm && w.stato.attivo && w.servizio.stato.attivo);
  return ecm ? ecm.saldo : null;
}
