/**
 * The subscription products on sale, as data: what the seed writes and what the upstream tests
 * check against. Prices in euros (two decimals, as strings to keep numeric(10,2) exact).
 */

/** Payment schedules (spec 3 §3 installmentPlanName; spec 3 §9: 12 is used for the suggested price). */
export const INSTALLMENT_PLANS = [
  { id: 1, number: 1, name: 'Unica soluzione' },
  { id: 2, number: 2, name: 'Semestrale' },
  { id: 3, number: 12, name: 'Mensile' },
] as const;

type PlanNumber = (typeof INSTALLMENT_PLANS)[number]['number'];

/** The comparison list of services, in display order. */
export const SERVICES = [
  { key: 'corsi', label: 'Corsi ECM', description: 'Oltre 200 corsi online accreditati ECM in 5 collane tematiche.' },
  { key: 'news', label: 'News e approfondimenti', description: 'Articoli, guide e podcast sulla professione sanitaria.' },
  { key: 'tool', label: 'Tool e calcolatori', description: 'Calcolatori clinici e strumenti per la pratica quotidiana.' },
  { key: 'moduli', label: 'Moduli e modulistica', description: 'Modelli pronti per la professione, scientifici e legali.' },
  { key: 'consulenza', label: 'Consulenza legale', description: 'Consulenze illimitate con risposta entro 2 giorni lavorativi.' },
  { key: 'convenzioni', label: 'Convenzioni', description: 'Oltre 12.000 codici sconto in più di 700 negozi online.' },
  { key: 'telemedicina', label: 'Telemedicina', description: 'Teleconsulto e telerefertazione per i tuoi pazienti.' },
  { key: 'pubmed', label: 'World Scientific Press', description: 'Rassegna stampa scientifica da oltre 34 milioni di contenuti.' },
  { key: 'fedelta', label: 'Programma Fedeltà', description: 'Punti, missioni e un catalogo premi.' },
  { key: 'diffida', label: 'Lettere di diffida', description: "Fino a 3 all'anno, con risposta entro 10 giorni lavorativi." },
  { key: 'parere', label: 'Pareri legali scritti', description: "Fino a 3 all'anno, con risposta entro 15 giorni lavorativi." },
  { key: 'tutela', label: 'Polizza tutela legale', description: 'Massimale di 30.000 euro per sinistro, senza anticipo di spese e senza franchigia.' },
  { key: 'crediti', label: 'Pacchetto crediti ECM', description: 'Crediti ECM aggiuntivi da usare sui corsi del catalogo.' },
] as const;

type ServiceKey = (typeof SERVICES)[number]['key'];

export interface CatalogueProduct {
  id: number;
  code: string;
  name: string;
  purchasable: boolean;
  mostLiked: boolean;
  /** Listed by the suggested-products call. */
  suggested: boolean;
  /** Services included (the others are listed as not available). */
  includes: readonly ServiceKey[];
  prices: readonly { plan: PlanNumber; total: string; discount?: string }[];
}

const PREMIUM_SERVICES: readonly ServiceKey[] = ['corsi', 'news', 'tool', 'moduli', 'consulenza', 'convenzioni', 'telemedicina', 'pubmed', 'fedelta'];

export const PRODUCTS: readonly CatalogueProduct[] = [
  {
    id: 1,
    code: 'REGISTRATO',
    name: 'Registrato',
    purchasable: false,
    mostLiked: false,
    suggested: false,
    includes: ['news', 'tool', 'moduli'],
    prices: [{ plan: 1, total: '0.00' }],
  },
  {
    id: 2,
    code: 'PREMIUM',
    name: 'Premium',
    purchasable: true,
    mostLiked: true,
    suggested: true,
    includes: PREMIUM_SERVICES,
    prices: [
      { plan: 1, total: '119.00' },
      { plan: 2, total: '124.00' },
      { plan: 12, total: '130.80' },
    ],
  },
  {
    id: 3,
    code: 'PREMIUM_PLUS',
    name: 'Premium Plus',
    purchasable: true,
    mostLiked: false,
    suggested: true,
    includes: [...PREMIUM_SERVICES, 'diffida', 'parere', 'tutela'],
    prices: [
      { plan: 1, total: '199.00', discount: '179.00' },
      { plan: 2, total: '208.00' },
      { plan: 12, total: '214.80' },
    ],
  },
  {
    id: 4,
    code: 'ECM_PLUS',
    name: 'ECM Plus',
    purchasable: true,
    mostLiked: false,
    suggested: true,
    includes: ['corsi', 'crediti'],
    prices: [
      { plan: 1, total: '69.00' },
      { plan: 12, total: '83.40', discount: '71.40' },
    ],
  },
];

/** Demo personas holding a product (customer codes seeded by crm; see upstream/README.md). */
export const DEMO_HOLDINGS = {
  /** Active Premium on the monthly plan. */
  activePremium: ['1000003', '1000004', '1000005', '1000006'],
  /** Premium that ended (history only, no current product). */
  endedPremium: ['1000008'],
} as const;
