/**
 * Deterministic word lists the seed composes course titles and descriptions from.
 * Each series has its own title stems; a title is "stem + qualifier", so 16 stems × 6 qualifiers
 * give far more distinct titles per series than the seed needs.
 */

/** Spec 2 §9: the five thematic series, in the order the catalogue filter lists them. */
export const SERIES = ['Medicina', 'Sicurezza', 'Covid 19', 'Legale', 'Manageriale'] as const;

/** Spec 2 §3: the four teaching models. */
export const TEACHING_MODELS = ['Film Formazione', 'E-book', 'Multimediale', 'Interattivo'] as const;

export type SeriesName = (typeof SERIES)[number];
export type TeachingModelName = (typeof TEACHING_MODELS)[number];

export const TITLE_WORDS: Record<SeriesName, { stems: string[]; qualifiers: string[] }> = {
  Medicina: {
    stems: [
      'La gestione del paziente diabetico',
      "L'ipertensione arteriosa",
      'La broncopneumopatia cronica ostruttiva',
      'Lo scompenso cardiaco',
      'La fibrillazione atriale',
      "L'antibioticoterapia ragionata",
      'Il dolore cronico',
      'La malattia renale cronica',
      'Le dislipidemie',
      "L'osteoporosi",
      'La depressione',
      'Le malattie infiammatorie croniche intestinali',
      'La terapia anticoagulante orale',
      "Le vaccinazioni dell'adulto",
      'La nutrizione clinica',
      "L'asma bronchiale",
    ],
    qualifiers: [' in medicina generale', ' nella pratica clinica', ': diagnosi e terapia', ': casi clinici commentati', ': aggiornamento 2026', ' nel paziente anziano'],
  },
  Sicurezza: {
    stems: [
      'Sicurezza dei dati sanitari e GDPR',
      'La prevenzione del rischio clinico',
      'Il rischio biologico in ambito sanitario',
      "La prevenzione delle infezioni correlate all'assistenza",
      "L'igiene delle mani",
      'La gestione degli eventi avversi',
      'La sicurezza nella somministrazione dei farmaci',
      'La movimentazione manuale dei pazienti',
      'Lo stress lavoro-correlato',
      'La prevenzione delle aggressioni agli operatori sanitari',
      'La radioprotezione del paziente',
      'La gestione delle emergenze in ambulatorio',
      'Il rischio chimico in ospedale',
      'La prevenzione delle cadute in ospedale',
      "L'incident reporting",
      'La sicurezza antincendio nelle strutture sanitarie',
    ],
    qualifiers: [' per gli operatori sanitari', ': obblighi e buone pratiche', ': dalla norma alla pratica', ': casi pratici', ': aggiornamento normativo', ': il ruolo del coordinatore'],
  },
  'Covid 19': {
    stems: [
      'La gestione domiciliare del paziente Covid-19',
      'Il Long Covid',
      'Le vaccinazioni anti SARS-CoV-2',
      'Le terapie antivirali per Covid-19',
      'La diagnostica di laboratorio del SARS-CoV-2',
      'Le complicanze cardiovascolari del Covid-19',
      'La riabilitazione respiratoria dopo Covid-19',
      'Covid-19 e salute mentale',
      'Covid-19 in età pediatrica',
      'La telemedicina dopo la pandemia',
      'Le varianti del SARS-CoV-2',
      'I dispositivi di protezione individuale',
      'La sorveglianza delle infezioni respiratorie',
      'Covid-19 nel paziente fragile',
      'Le sindromi post-acute da infezione virale',
      'La comunicazione del rischio in pandemia',
    ],
    qualifiers: [' in medicina generale', ': evidenze e raccomandazioni', ': cosa abbiamo imparato', ' nella pratica clinica', ': aggiornamento 2026', ' in ambito territoriale'],
  },
  Legale: {
    stems: [
      'La responsabilità professionale del medico',
      'Il consenso informato',
      'La legge Gelli-Bianco',
      'La cartella clinica',
      'Il segreto professionale',
      'Le disposizioni anticipate di trattamento',
      'La certificazione medica',
      "La responsabilità dell'infermiere",
      'La colpa medica',
      'La tutela assicurativa del professionista sanitario',
      'Il contenzioso medico-legale',
      'La privacy del paziente',
      'La documentazione sanitaria digitale',
      "L'accertamento medico-legale",
      'La prescrizione off-label',
      'Il codice deontologico',
    ],
    qualifiers: [': profili giuridici', ': aspetti medico-legali', ' e giurisprudenza recente', ' nella pratica quotidiana', ': casi e sentenze', ': guida operativa'],
  },
  Manageriale: {
    stems: [
      'La leadership in sanità',
      'La gestione del team multidisciplinare',
      'La comunicazione efficace con il paziente',
      'Il budget delle aziende sanitarie',
      "La qualità e l'accreditamento delle strutture sanitarie",
      'Il project management in sanità',
      'La gestione dei conflitti',
      "L'organizzazione dello studio medico",
      'Gli indicatori di performance in sanità',
      'La sanità digitale',
      'Il change management',
      "La gestione delle liste d'attesa",
      'Il lean management in ospedale',
      'La valutazione delle tecnologie sanitarie',
      'Il marketing etico dei servizi sanitari',
      'La gestione del tempo',
    ],
    qualifiers: [': strumenti e metodi', ': dalla teoria alla pratica', ' nelle cure primarie', ': casi di studio', ' per i professionisti sanitari', ': percorso avanzato'],
  },
};

/** Openings that quote the title, so no article or preposition has to agree with it. */
export const DESCRIPTION_OPENINGS = ['Il corso approfondisce il tema', 'Un percorso formativo dedicato al tema', 'Il corso affronta il tema', 'Aggiornamento professionale sul tema'];

export const DESCRIPTION_CLOSINGS = [
  'Al termine il partecipante saprà applicare le raccomandazioni più recenti nella pratica quotidiana.',
  'Sono proposti casi clinici, materiali di approfondimento e un test finale di apprendimento.',
  'Il corso è rivolto a medici, infermieri, farmacisti e alle altre professioni sanitarie.',
  'Il test finale si supera con almeno il 75% di risposte corrette.',
];

/** What each teaching model adds to the description (the delivery format). */
export const MODEL_FORMATS: Record<TeachingModelName, string> = {
  'Film Formazione': 'Il corso si sviluppa attraverso un film di formazione con scene di casi reali.',
  'E-book': "Il materiale didattico è un e-book scaricabile, da studiare prima del test.",
  Multimediale: 'Lezioni video, dispense e videoclip si alternano in moduli brevi.',
  Interattivo: 'Casi interattivi guidano il partecipante nelle decisioni cliniche passo dopo passo.',
};

/**
 * Credit values by catalogue range (spec 2 §2: 1-2, 3-5, 6-10, 11 and above). No value falls
 * between two ranges (e.g. 2.5), so every course is found by exactly one range filter.
 */
export const CREDIT_BUCKETS: number[][] = [
  [1, 1.5, 2],
  [3, 4, 4.5, 5],
  [6, 7, 7.5, 8, 9, 10],
  [11, 12, 15, 18, 20, 24, 30, 50],
];
