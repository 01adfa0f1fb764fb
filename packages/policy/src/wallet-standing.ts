/**
 * How each wallet of a member's subscription reads on /profilo/abbonamento (spec 1 §3 / spec 3 §3
 * 'User subscription': portafogliAttivi, portafogliStatici and the per-service Stato). The server
 * decides the standing; the page only draws it.
 */
import { LOYALTY_ALTERNATIVE_STATI } from './loyalty';
import { NETMED_STATO } from './telemedicine';

export type WalletStanding = 'ACTIVE' | 'INACTIVE' | 'REACTIVATING';

/** What a wallet says of its service. The per-service Stato refines `attivo` for the two services the spec gives numbers for. */
export function walletStanding(wallet: { code: string; active: boolean; status: number | null }): WalletStanding {
  // Spec 3 §3: netmed Stato 2 is a telemedicine service being reactivated, whatever `attivo` says.
  if (wallet.code === 'netmed' && wallet.status === NETMED_STATO.REACTIVATING) return 'REACTIVATING';
  // Spec 3 §4: a loyalty service record with Stato 0 or 2 is a programme that is off.
  if (wallet.code === 'winLoy' && wallet.status !== null && LOYALTY_ALTERNATIVE_STATI.includes(wallet.status)) return 'INACTIVE';
  return wallet.active ? 'ACTIVE' : 'INACTIVE';
}

/**
 * The services' names as a member reads them, by wallet code (spec 1 §3, spec 3 §3 tags). A code
 * not listed reads as itself: codes are open strings the CRM may add to.
 */
export const WALLET_LABELS: Readonly<Record<string, string>> = Object.freeze({
  ecm: 'Corsi ECM',
  legal: 'Servizi legali',
  winLoy: 'Programma fedeltà',
  toolLegali: 'Strumenti legali',
  toolScientifici: 'Strumenti scientifici',
  moduliLegali: 'Moduli legali',
  moduliScientifici: 'Moduli scientifici',
  news: 'News e approfondimenti',
  topnegozi: 'Sconti e Convenzioni',
  viaggi: 'Viaggi',
  partners: 'Convenzioni dei partner',
  netmed: 'Telemedicina',
  pubmed: 'World Scientific Press',
  tutelaLegale: 'Tutela legale',
  tutelaLegale2: 'Tutela legale (seconda polizza)',
  consulenzaLegale: 'Consulenza legale',
  DASOPT: 'Tutela legale DAS (opzione)',
  DAS: 'Tutela legale DAS',
  PRNASC: 'PRNASC',
});

export function walletLabel(code: string): string {
  return WALLET_LABELS[code] ?? code;
}
