import { ecmBalanceOf } from '../ecm-balance';
import { ClubDataSource } from '@club/subgraph-kit';

/** One wallet (portafoglio) as GET /CRM/Utente/Portafogli answers it (upstream/README.md CRM). */
export interface UpstreamWallet {
  codice: string;
  stato: { attivo: boolean; numero?: number | null };
  servizio: { stato: { attivo: boolean } };
  saldo: number | null;
  utilizzoTotale?: number | null;
  creditoIniziale?: number | null;
  bonus?: { creditiBonus: number | null } | null;
}

/**
 * The one CRM call the training side makes (spec 2 §7): the member's wallets, for the ECM balance.
 * The balance is read at most once per request (this instance lives for one request): every course
 * card's access decision and `User.ecmBalance` share it.
 */
export class CrmApi extends ClubDataSource {
  protected readonly family = 'crm';
  private balance: Promise<number | null> | null = null;

  wallets(): Promise<UpstreamWallet[]> {
    return this.get<UpstreamWallet[]>('CRM/Utente/Portafogli');
  }

  /** Saldo of the active ecm wallet, or null without one; memoised for the request. */
  ecmBalance(): Promise<number | null> {
    this.balance ??= this.wallets().then(ecmBalanceOf);
    return this.balance;
  }
}
