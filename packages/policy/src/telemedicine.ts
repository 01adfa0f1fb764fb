/**
 * Telemedicine (netmed), premium only (spec 3 §4 'Telemedicine', §6 profile service cards).
 * The per-service Stato travels with the viewer's wallets (`WalletClaim.status`, from
 * GET /CRM/Utente/Portafogli `stato.numero`): 1 the service is active, 2 it is being reactivated.
 */
import type { ViewerClaims } from './subscription';

/** Spec 3 §3: netmed Stato numbers. */
export const NETMED_STATO = Object.freeze({ ACTIVE: 1, REACTIVATING: 2 } as const);

/**
 * Where 'Accedi al servizio' leads for a premium member whose service is active (Stato 1). The
 * spec does not name the partner's address: one constant, handed out by the server only to whom may use it.
 */
export const TELEMEDICINE_SERVICE_URL = 'https://telemedicina.netmed.it/accesso';

/** What the telemedicine page shows to this viewer; computed on the server, the web only draws it. */
export interface TelemedicineAccess {
  /** Premium with netmed Stato 1 or 2: the viewer has the service (spec 3 §4 "Stato 1 or 2 counts as access"). */
  hasAccess: boolean;
  /** Premium with Stato 2: the CTA opens the 'Servizio in riattivazione' dialog instead of navigating. */
  reactivating: boolean;
  /** 'Accedi al servizio' shows for premium with Stato 1 or 2. */
  showAccessCta: boolean;
  /** The premium hero needs Stato 1. */
  showPremiumHero: boolean;
  /** The service address, only when the CTA navigates (premium, Stato 1); null otherwise. */
  serviceUrl: string | null;
}

/**
 * The netmed Stato of the viewer: the `status` of its netmed wallet, whether or not the wallet is
 * flagged active (a service being reactivated, Stato 2, may come with `attivo: false`). Null without one.
 */
export function netmedStato(viewer: Pick<ViewerClaims, 'wallets'>): number | null {
  return viewer.wallets.find((w) => w.code === 'netmed')?.status ?? null;
}

export function telemedicineAccess(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): TelemedicineAccess {
  const premium = viewer.subscriptionType === 'PREMIUM';
  const stato = premium ? netmedStato(viewer) : null;
  const active = stato === NETMED_STATO.ACTIVE;
  const reactivating = stato === NETMED_STATO.REACTIVATING;
  return {
    hasAccess: active || reactivating,
    reactivating,
    showAccessCta: active || reactivating,
    showPremiumHero: active,
    serviceUrl: active ? TELEMEDICINE_SERVICE_URL : null,
  };
}
