/**
 * Italian word lists the CMS seed composes titles, abstracts and bodies from. Each category has its
 * own subjects and topics so a generated item reads like something that belongs in its category.
 */

export interface CategorySeed {
  label: string;
  /** Subjects used in titles and bodies ("il tema"). */
  subjects: string[];
  /** Titles of the topics (argomenti) items of this category are tagged with. */
  topics: string[];
  /** True for legal/fiscal categories: their Tools and Modules are the legal kind (isTOOLLEG/isMODLEG). */
  legal?: boolean;
}

export const CATEGORIES: CategorySeed[] = [
  { label: 'Medicina e salute', subjects: ['ipertensione arteriosa', 'diabete di tipo 2', 'long COVID', 'dolore cronico', 'malattie rare'], topics: ['Diabete', 'Ipertensione', 'Malattie croniche', 'COVID-19'] },
  { label: 'Norme e diritto', subjects: ['responsabilità professionale', 'consenso informato', 'segreto professionale', 'legge Gelli-Bianco', 'contenzioso sanitario'], topics: ['Responsabilità medica', 'Consenso informato', 'Contenzioso'], legal: true },
  { label: 'Assicurazioni e tutele', subjects: ['polizza RC professionale', 'tutela legale', 'colpa grave', 'copertura assicurativa', 'retroattività della polizza'], topics: ['RC professionale', 'Tutela legale', 'Colpa grave'], legal: true },
  { label: 'Fisco e Tasse', subjects: ['regime forfettario', 'partita IVA', 'fatturazione elettronica', 'dichiarazione dei redditi', 'detrazioni sanitarie'], topics: ['Partita IVA', 'Regime forfettario', 'Fatturazione elettronica'], legal: true },
  { label: 'Professione', subjects: ['burnout', 'carichi di lavoro', 'comunicazione con il paziente', 'lavoro in équipe', 'libera professione'], topics: ['Burnout', 'Comunicazione', 'Libera professione'] },
  { label: 'Corsi e formazione', subjects: ['crediti ECM', 'dossier formativo', 'formazione a distanza', 'aggiornamento professionale', 'obbligo formativo'], topics: ['ECM', 'Formazione a distanza'] },
  { label: 'Farmaci e terapie', subjects: ['antibiotico-resistenza', 'prescrizione farmaceutica', 'farmaci equivalenti', 'terapia del dolore', 'aderenza terapeutica'], topics: ['Antibiotici', 'Prescrizione', 'Farmacovigilanza'] },
  { label: 'Prevenzione', subjects: ['vaccinazioni', 'screening oncologici', 'stili di vita', 'prevenzione cardiovascolare', 'fumo di tabacco'], topics: ['Vaccini', 'Screening', 'Stili di vita'] },
  { label: 'Ricerca scientifica', subjects: ['studi clinici', 'medicina di precisione', 'intelligenza artificiale in medicina', 'terapie geniche', 'revisioni sistematiche'], topics: ['Studi clinici', 'Intelligenza artificiale'] },
  { label: 'Sanità pubblica', subjects: ['liste d’attesa', 'case di comunità', 'fascicolo sanitario elettronico', 'PNRR sanità', 'pronto soccorso'], topics: ['Servizio sanitario nazionale', 'PNRR'] },
  { label: 'Infermieristica', subjects: ['assistenza domiciliare', 'infermiere di famiglia', 'lesioni da pressione', 'triage', 'gestione del catetere venoso'], topics: ['Assistenza domiciliare', 'Triage'] },
  { label: 'Odontoiatria', subjects: ['parodontite', 'implantologia', 'igiene orale', 'ortodonzia', 'radiologia odontoiatrica'], topics: ['Igiene orale', 'Implantologia'] },
  { label: 'Farmacia', subjects: ['farmacia dei servizi', 'distribuzione per conto', 'galenica', 'vaccinazioni in farmacia', 'telemedicina in farmacia'], topics: ['Farmacia dei servizi', 'Galenica'] },
  { label: 'Psicologia', subjects: ['ansia', 'disturbi del sonno', 'salute mentale', 'psicoterapia online', 'stress lavoro-correlato'], topics: ['Salute mentale', 'Psicoterapia'] },
  { label: 'Nutrizione', subjects: ['obesità', 'dieta mediterranea', 'nutrizione clinica', 'integratori alimentari', 'intolleranze alimentari'], topics: ['Obesità', 'Alimentazione'] },
  { label: 'Pediatria', subjects: ['bronchiolite', 'calendario vaccinale', 'allattamento', 'obesità infantile', 'febbre nel bambino'], topics: ['Infanzia', 'Allattamento'] },
  { label: 'Cardiologia', subjects: ['scompenso cardiaco', 'fibrillazione atriale', 'colesterolo', 'infarto miocardico', 'riabilitazione cardiologica'], topics: ['Cuore', 'Colesterolo'] },
  { label: 'Oncologia', subjects: ['immunoterapia', 'tumore al seno', 'cure palliative', 'biopsia liquida', 'tumore del colon-retto'], topics: ['Tumori', 'Cure palliative'] },
  { label: 'Tecnologia e digitale', subjects: ['telemedicina', 'ricetta elettronica', 'privacy e GDPR', 'cartella clinica elettronica', 'app sanitarie'], topics: ['Telemedicina', 'Privacy', 'Sanità digitale'] },
  { label: 'Lavoro e previdenza', subjects: ['previdenza ENPAM', 'contratto collettivo', 'ferie e permessi', 'pensione anticipata', 'maternità delle professioniste'], topics: ['Previdenza', 'Contratti'], legal: true },
];

/** Professions the contents target (occupations and professione). */
export const OCCUPATIONS = [
  'Medico chirurgo',
  'Infermiere',
  'Farmacista',
  'Psicologo',
  'Odontoiatra',
  'Fisioterapista',
  'Ostetrica',
  'Veterinario',
  'Biologo',
  'Tecnico sanitario di radiologia medica',
  'Dietista',
  'Logopedista',
];

/** Professions as the plural, with its article, a title speaks to. */
export const AUDIENCES = ['i medici', 'gli infermieri', 'i farmacisti', 'gli psicologi', 'gli odontoiatri', 'i fisioterapisti', 'i professionisti sanitari', 'i medici di famiglia'];

export const SPECIALIZATIONS = [
  'Medicina generale',
  'Cardiologia',
  'Pediatria',
  'Ortopedia e traumatologia',
  'Dermatologia',
  'Ginecologia e ostetricia',
  'Psichiatria',
  'Neurologia',
  'Oncologia',
  'Anestesia e rianimazione',
  'Medicina legale',
  'Igiene e medicina preventiva',
  'Geriatria',
  'Medicina interna',
  'Endocrinologia',
];

/** Thematic series (spec 2 §9). */
export const SERIES = ['Medicina', 'Sicurezza', 'Covid 19', 'Legale', 'Manageriale'];

/**
 * Editorial tags any item may carry (spec 2 §9 search contexts); the 'Corsi e formazione' and service
 * tags are added by category in the seed.
 */
export const INTERNAL_TAGS = ['homepage', 'in-evidenza', 'servizi-principali'];

/** Title templates per content type; `{s}` is the subject, `{S}` the subject capitalised, `{a}` an audience, `{y}` a year. */
export const TITLE_TEMPLATES: Record<string, string[]> = {
  Articolo: ['{S}: cosa cambia nel {y}', 'Le nuove indicazioni su {s}', 'Come gestire {s} nella pratica quotidiana', '{S}: il punto di vista degli esperti', 'Cosa devono sapere {a} su {s}', '{S}, tra evidenze e buone pratiche'],
  News: ['{S}, le novità di questa settimana', '{S}: pubblicato il nuovo documento', 'Novità su {s} per {a}', '{S}: i dati più recenti', 'Approvate nuove regole su {s}', '{S}, cosa prevede la circolare'],
  Podcast: ['Podcast: {s} in parole semplici', 'In ascolto: parliamo di {s}', 'Dieci minuti su {s}'],
  Video: ['Video: {s} in pratica', 'Videointervista su {s}', '{S}: la lezione in video'],
  'E-book': ['E-book: {s} per {a}', 'Manuale pratico su {s}', '{S}: la guida completa'],
  Guida: ['Guida pratica: {s}', '{S}: la guida passo per passo', 'Tutto quello che serve sapere su {s}'],
  Faq: ['{S}: domande e risposte', 'Le domande più frequenti su {s}', '{S}: cosa chiedono {a}'],
  Modulo: ['Modulo per {s}', 'Fac-simile: {s}', 'Modello di dichiarazione su {s}'],
  Infografica: ['Infografica: {s} in numeri', '{S} in un colpo d’occhio', '{S}: i numeri'],
  Tool: ['Calcolatore per {s}', 'Strumento di valutazione: {s}', 'Tool: verifica su {s}'],
  'Film Formazione': ['Film Formazione: {s}', '{S}: un caso in corsia', 'Storie di corsia: {s}'],
  VideoClip: ['Clip: {s} in tre minuti', '{S}: il consiglio dell’esperto', 'Pillola formativa su {s}'],
  Webinar: ['Webinar: {s} per {a}', 'Diretta: {s}, domande agli esperti', 'Webinar di aggiornamento su {s}'],
};

export const ABSTRACT_TEMPLATES = [
  'Un approfondimento su {s} pensato per {a}: dati, indicazioni operative e riferimenti utili.',
  'Cosa sapere su {s}: le principali novità e come applicarle nella pratica professionale.',
  'Le risposte degli esperti ai dubbi più comuni su {s}, con esempi e casi concreti.',
  'Una sintesi aggiornata su {s}, con le indicazioni più recenti per {a}.',
  'Come affrontare {s}: strumenti, riferimenti normativi e suggerimenti pratici.',
];

export const SECTION_HEADINGS = [
  'Il contesto',
  'Cosa dicono i dati',
  'Le indicazioni pratiche',
  'Gli aspetti normativi',
  'Cosa cambia per i professionisti',
  'Il parere degli esperti',
  'Gli errori da evitare',
  'In sintesi',
];

export const SENTENCES = [
  'Negli ultimi anni il tema “{s}” è diventato centrale per {a}.',
  'Le evidenze disponibili indicano che un approccio strutturato a {s} migliora gli esiti per i pazienti.',
  'Le società scientifiche raccomandano di aggiornare regolarmente le proprie conoscenze su {s}.',
  'Nella pratica quotidiana, la gestione di {s} richiede attenzione alla documentazione e alla comunicazione con il paziente.',
  'Il quadro normativo su {s} è stato oggetto di recenti chiarimenti.',
  'Per {a} è utile disporre di strumenti semplici per affrontare {s}.',
  'Un confronto con i colleghi può aiutare a chiarire i dubbi più frequenti su {s}.',
  'I dati raccolti a livello nazionale mostrano differenze significative tra le regioni.',
  'È importante valutare ogni caso singolarmente, tenendo conto del contesto clinico e organizzativo.',
  'Le linee guida più recenti offrono indicazioni chiare sui passaggi da seguire.',
];
