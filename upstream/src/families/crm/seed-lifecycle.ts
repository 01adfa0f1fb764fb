import { PRODUCTS, TRIAL_WALLETS, WALLET_CODES, type ExtraWalletCode, type WalletCode } from './catalogue';

/**
 * What a member's subscription type implies for the seed: registration and expiry dates, the
 * wallets and the last-subscription record, kept consistent with each other (spec 1 §4 lifecycle).
 */
export type MemberType = 'REGISTRATO' | 'TRIAL' | 'PREMIUM' | 'EX_TRIAL' | 'EX_PREMIUM';

export interface WalletDraft {
  codice: WalletCode | ExtraWalletCode;
  attivo: boolean;
  servizioAttivo: boolean;
  /** Per-service Stato number: 1 active, 2 being reactivated, 0 closed. */
  numero: number;
  saldo: number;
  utilizzoTotale: number;
  creditoIniziale: number;
  creditiBonus: number;
}

export interface LastSubscriptionDraft {
  productName: string;
  active: boolean;
  start: string;
  end: string | null;
  isConvention: boolean;
}

export interface SubscriptionState {
  registrationDate: string;
  expDate: string | null;
  oldExpiration: string | null;
  wallets: WalletDraft[];
  lastSubscription: LastSubscriptionDraft | null;
}

/** Trial length (spec 1 §9: 7 days advertised). */
const TRIAL_DAYS = 7;
const PREMIUM_DAYS = 365;

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

function wallet(codice: WalletCode, active: boolean, ecmCredits = 0): WalletDraft {
  return {
    codice,
    attivo: active,
    servizioAttivo: active,
    numero: active ? 1 : 0,
    saldo: codice === 'ecm' ? ecmCredits : 0,
    utilizzoTotale: 0,
    creditoIniziale: codice === 'ecm' ? ecmCredits : 0,
    creditiBonus: 0,
  };
}

export interface LifecycleOptions {
  /** Day the seed counts from (dates stay consistent with the type whenever the seed runs). */
  today: Date;
  /** How long ago the member registered, in days. */
  registeredDaysAgo: number;
  /** For PREMIUM: days since the current subscription started; for ex types: days since it ended. */
  phaseDays: number;
  /** Balance of the ecm wallet when active. */
  ecmCredits: number;
  productName?: string;
  isConvention?: boolean;
}

/** The dates, wallets and last subscription a member of this type has. */
export function subscriptionState(type: MemberType, o: LifecycleOptions): SubscriptionState {
  const registrationDate = isoDay(addDays(o.today, -o.registeredDaysAgo));
  switch (type) {
    case 'REGISTRATO':
      return { registrationDate, expDate: null, oldExpiration: null, wallets: [], lastSubscription: null };
    case 'TRIAL': {
      // The trial started a few days ago and ends TRIAL_DAYS after its start.
      const start = addDays(o.today, -Math.min(o.phaseDays, TRIAL_DAYS - 1));
      const end = isoDay(addDays(start, TRIAL_DAYS));
      return {
        registrationDate: minDay(registrationDate, isoDay(start)),
        expDate: end,
        oldExpiration: null,
        wallets: TRIAL_WALLETS.map((c) => wallet(c, true, o.ecmCredits)),
        lastSubscription: { productName: PRODUCTS.trial, active: true, start: isoDay(start), end, isConvention: false },
      };
    }
    case 'PREMIUM': {
      const start = addDays(o.today, -o.phaseDays);
      const end = isoDay(addDays(start, PREMIUM_DAYS));
      return {
        registrationDate: minDay(registrationDate, isoDay(start)),
        expDate: end,
        oldExpiration: o.registeredDaysAgo > o.phaseDays + PREMIUM_DAYS ? isoDay(start) : null,
        wallets: WALLET_CODES.map((c) => wallet(c, true, o.ecmCredits)),
        lastSubscription: { productName: o.productName ?? PRODUCTS.premium, active: true, start: isoDay(start), end, isConvention: o.isConvention ?? false },
      };
    }
    case 'EX_TRIAL': {
      const end = addDays(o.today, -o.phaseDays);
      const start = addDays(end, -TRIAL_DAYS);
      return {
        registrationDate: minDay(registrationDate, isoDay(start)),
        expDate: isoDay(end),
        oldExpiration: null,
        wallets: TRIAL_WALLETS.map((c) => wallet(c, false)),
        lastSubscription: { productName: PRODUCTS.trial, active: false, start: isoDay(start), end: isoDay(end), isConvention: false },
      };
    }
    case 'EX_PREMIUM': {
      const end = addDays(o.today, -o.phaseDays);
      const start = addDays(end, -PREMIUM_DAYS);
      const wallets = WALLET_CODES.map((c) => wallet(c, false));
      // Loyalty points stay usable until they expire (spec 3 §6): the loyalty service keeps Stato 1.
      const loyalty = wallets.find((w) => w.codice === 'winLoy')!;
      loyalty.servizioAttivo = true;
      loyalty.numero = 1;
      return {
        registrationDate: minDay(registrationDate, isoDay(start)),
        expDate: isoDay(end),
        oldExpiration: isoDay(start),
        wallets,
        lastSubscription: { productName: o.productName ?? PRODUCTS.premium, active: false, start: isoDay(start), end: isoDay(end), isConvention: o.isConvention ?? false },
      };
    }
  }
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}
