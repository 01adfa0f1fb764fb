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

/** The one CRM call the training side makes (spec 2 §7): the member's wallets, for the ECM balance. */
export class CrmApi extends ClubDataSource {
  wallets(): Promise<UpstreamWallet[]> {
    return this.get<UpstreamWallet[]>('CRM/Utente/Portafogli');
  }
}
