import { trialLengthLabel } from '@club/policy';

/**
 * Copy of /upgrade (spec 3 §1 marketing claims, §2 sections). The hero's trial variant says the trial's
 * one length, policy `TRIAL_DAYS` (spec 3 §9: 7 days), as the page's trial offer card does; the upgrade
 * page's 'free for a month' wording is the reading not taken (docs/spec-coverage.md).
 */
export const UPGRADE_TEXT = {
  heroTrial: { title: `Prova gratis per ${trialLengthLabel()} tutti i vantaggi del Club`, text: 'Formazione ECM, servizi legali e assicurativi, convenzioni e molto altro, senza impegno.' },
  heroFull: { title: 'Accedi a tutti i vantaggi del Club', text: 'Formazione ECM, servizi legali e assicurativi, convenzioni e il Programma Fedeltà in un unico abbonamento.' },
  offerTitle: "Scegli l'offerta per te",
  fadTitle: 'Formazione ECM',
  fadText: 'Oltre 200 corsi online accreditati ECM in 5 collane tematiche: Medicina, Sicurezza, Covid 19, Legale, Manageriale.',
  fadLink: 'Scopri i corsi ECM',
  servicesTitle: 'Servizi e convenzioni',
  casesText: 'Segui lo stato delle tue cause e le prossime udienze.',
  casesLink: 'Vai a Le mie cause',
  shopsTitle: 'Sconti e Convenzioni',
  shopsText: 'Oltre 12.000 codici sconto in più di 700 negozi online.',
  netmedTitle: 'Telemedicina',
  netmedText: 'Teleconsulto e telerefertazione per i tuoi pazienti, incluso nel Premium.',
  resourcesTitle: 'Tool e modulistica',
  resourcesText: 'Calcolatori clinici e modelli pronti per la professione, scientifici e legali.',
  resourcesLink: 'Scopri le risorse',
  loyaltyTitle: 'Programma Fedeltà',
  loyaltyText: 'Accumula punti, completa le missioni e scegli i premi del catalogo.',
  newsTitle: 'News e approfondimenti',
  newsText: 'Articoli, guide e podcast sulla professione sanitaria.',
  newsLink: 'Leggi le news',
  newsLoading: 'Caricamento delle news',
  /** As the home's 'Ultime News e Approfondimenti' says it (spec 2 §8 names no wording). */
  newsError: 'Non è stato possibile caricare le ultime news. Riprova più tardi.',
  wspText: 'Rassegna stampa scientifica da oltre 34 milioni di contenuti, con la newsletter sulle tue specializzazioni.',
  professionalsTitle: 'I nuovi Professionisti entrati nel network',
  professionalsLink: 'Vedi tutti',
  /** Spec 1 §8 / 2 §8 'Professional cards load failure' (logged; the list stays hidden). */
  professionalsError: 'Errore del servizio durante la richiesta della section con i Professionisti Sanitari.',
  formTitle: 'Richiedi informazioni',
} as const;

/** News shown in #upgrade-news (one row from lg; the spec gives no count). */
export const UPGRADE_NEWS_COUNT = 3;
/** Professionals in the list (as the home's, spec 1 §9: 4). */
export const UPGRADE_PROFESSIONALS_COUNT = 4;

/** Spec 3 §2: the services tabs of /upgrade. */
export const SERVICE_TABS = [
  { id: 'legali', label: 'Servizi legali', text: 'Consulenze legali illimitate con risposta entro 2 giorni lavorativi, lettere di diffida e pareri scritti.', href: '/servizi/legali', linkLabel: 'Scopri i servizi legali' },
  { id: 'assicurativi', label: 'Servizi assicurativi', text: 'Consulenza assicurativa e polizze con i nostri partner.', href: '/servizi/assicurativi', linkLabel: 'Scopri i servizi assicurativi' },
  { id: 'tutela', label: 'Polizza tutela legale', text: 'Massimale di 30.000 euro per sinistro, illimitato per anno, senza anticipo di spese e senza franchigia.', href: '/servizi/assicurativi/tutela-legale', linkLabel: 'Scopri la polizza' },
  { id: 'convenzioni', label: 'Convenzioni', text: 'Viaggi, noleggio auto, luce e gas e 3 ingressi gratuiti nella rete fitness.', href: '/servizi/convenzioni', linkLabel: 'Scopri le convenzioni' },
  { id: 'rete', label: 'Rete dei professionisti', text: 'Oltre 60 specializzazioni nella rete dei professionisti sanitari del Club.', href: '/professionisti-sanitari', linkLabel: 'Scopri la rete' },
] as const;
