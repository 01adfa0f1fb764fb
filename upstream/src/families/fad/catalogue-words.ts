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

/** The three areas of the national training objectives (@club/policy ECM_OBJECTIVE_AREAS). */
export type ObjectiveArea = 'TECNICO_PROFESSIONALE' | 'PROCESSI' | 'SISTEMA';

/**
 * Area of each national training objective the seed accredits courses under (obiettivi formativi
 * nazionali, Accordo Stato-Regioni 2017): the policy's ECM_NATIONAL_OBJECTIVES, which the fad
 * subgraph's plan test holds these to.
 */
export const OBJECTIVE_AREAS: Readonly<Record<number, ObjectiveArea>> = {
  3: 'PROCESSI', // documentazione clinica, percorsi clinico-assistenziali
  4: 'PROCESSI', // appropriatezza delle prestazioni, LEA
  6: 'SISTEMA', // sicurezza del paziente, risk management, responsabilità professionale
  7: 'PROCESSI', // comunicazione efficace, privacy e consenso informato
  8: 'PROCESSI', // integrazione interprofessionale e multiprofessionale
  11: 'PROCESSI', // management sanitario, innovazione gestionale
  14: 'PROCESSI', // accreditamento, cultura della qualità
  16: 'SISTEMA', // etica, bioetica e deontologia
  17: 'SISTEMA', // argomenti di carattere generale, normativa in materia sanitaria
  18: 'TECNICO_PROFESSIONALE', // contenuti tecnico-professionali di ciascuna professione
  20: 'TECNICO_PROFESSIONALE', // tematiche speciali a carattere urgente (emergenze sanitarie)
  21: 'TECNICO_PROFESSIONALE', // trattamento del dolore, palliazione
  27: 'TECNICO_PROFESSIONALE', // sicurezza e igiene negli ambienti di lavoro
  29: 'TECNICO_PROFESSIONALE', // innovazione tecnologica, Health Technology Assessment
};

/**
 * The national objective each course is accredited under, from its title's topic: the series'
 * objective, or its stem's where the topic is another (clinical series are technical-professional;
 * patient safety, ethics and law are system objectives; communication, documentation and management
 * are process objectives), so the catalogue has courses of all three areas.
 */
export const SERIES_OBJECTIVES: Readonly<Record<SeriesName, { objective: number; stems: Readonly<Record<string, number>> }>> = {
  Medicina: { objective: 18, stems: { 'Il dolore cronico': 21 } },
  Sicurezza: {
    objective: 27,
    stems: {
      'Sicurezza dei dati sanitari e GDPR': 7,
      'La prevenzione del rischio clinico': 6,
      "La prevenzione delle infezioni correlate all'assistenza": 6,
      "L'igiene delle mani": 6,
      'La gestione degli eventi avversi': 6,
      'La sicurezza nella somministrazione dei farmaci': 6,
      'La radioprotezione del paziente': 18,
      'La gestione delle emergenze in ambulatorio': 18,
      'La prevenzione delle cadute in ospedale': 6,
      "L'incident reporting": 6,
    },
  },
  'Covid 19': { objective: 20, stems: { 'La comunicazione del rischio in pandemia': 7 } },
  Legale: {
    objective: 17,
    stems: {
      'La responsabilità professionale del medico': 6,
      'Il consenso informato': 7,
      'La legge Gelli-Bianco': 6,
      'La cartella clinica': 3,
      'Il segreto professionale': 16,
      'Le disposizioni anticipate di trattamento': 16,
      "La responsabilità dell'infermiere": 6,
      'La colpa medica': 6,
      'La privacy del paziente': 7,
      'La documentazione sanitaria digitale': 3,
      'Il codice deontologico': 16,
    },
  },
  Manageriale: {
    objective: 11,
    stems: {
      'La gestione del team multidisciplinare': 8,
      'La comunicazione efficace con il paziente': 7,
      "La qualità e l'accreditamento delle strutture sanitarie": 14,
      'La sanità digitale': 17,
      "La gestione delle liste d'attesa": 4,
      'La valutazione delle tecnologie sanitarie': 29,
      'Il marketing etico dei servizi sanitari': 16,
    },
  },
};

/** A course's national objective and its area, from its series and title (deterministic, no draw of the seed's generator). */
export function courseObjective(series: SeriesName, title: string): { objective: number; area: ObjectiveArea } {
  const { objective, stems } = SERIES_OBJECTIVES[series];
  const stem = TITLE_WORDS[series].stems.find((s) => title.startsWith(s));
  const number = (stem === undefined ? undefined : stems[stem]) ?? objective;
  return { objective: number, area: OBJECTIVE_AREAS[number]! };
}

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
