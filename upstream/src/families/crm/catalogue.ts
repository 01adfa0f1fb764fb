/**
 * Fixed reference data of the CRM: wallet codes, professions, specialisations and the provinces
 * the seeded professionals live in.
 */

/** Spec 1 §3 'Wallet names seen': the fifteen wallet codes, in the spec's order. */
export const WALLET_CODES = [
  'ecm',
  'legal',
  'winLoy',
  'toolLegali',
  'toolScientifici',
  'moduliLegali',
  'moduliScientifici',
  'news',
  'topnegozi',
  'viaggi',
  'partners',
  'netmed',
  'pubmed',
  'tutelaLegale',
  'tutelaLegale2',
] as const;

export type WalletCode = (typeof WALLET_CODES)[number];

/**
 * Spec 3 §3 wallet tags the CRM also knows but no subscription opens by default: the legal
 * consultancy portfolio (the legal consultation form, spec 3 §6) and the tags DASOPT, DAS and PRNASC
 * are given to the personas that show them.
 */
export const EXTRA_WALLET_CODES = ['consulenzaLegale', 'DASOPT', 'DAS', 'PRNASC'] as const;
export type ExtraWalletCode = (typeof EXTRA_WALLET_CODES)[number];

/** Wallets a trial opens (the demo brief's trial set). */
export const TRIAL_WALLETS: readonly WalletCode[] = ['ecm', 'news', 'topnegozi', 'toolScientifici', 'moduliScientifici'];

/** Spec 2 §6 / spec 3 §3: card categories, doctor 857920003 and other health profession 857920006. */
export const PROFESSIONS = [
  { id: '1', codice: '857920003', descrizione: 'Medico' },
  { id: '2', codice: '857920006', descrizione: 'Altro professionista sanitario' },
] as const;

export const DOCTOR_PROFESSION_ID = '1';
/** Category code of the doctor profession: it takes specialisations, the others a health-profession detail. */
export const DOCTOR_CODE = '857920003';
export const OTHER_PROFESSION_ID = '2';

/** Health-profession details (professioneDettaglio) of the 'other health profession' category. */
export const PROFESSION_DETAILS = [
  { id: '201', nome: 'Infermiere' },
  { id: '202', nome: 'Fisioterapista' },
  { id: '203', nome: 'Farmacista' },
  { id: '204', nome: 'Psicologo' },
  { id: '205', nome: 'Odontoiatra' },
  { id: '206', nome: 'Ostetrica' },
  { id: '207', nome: 'Biologo' },
  { id: '208', nome: 'Dietista' },
  { id: '209', nome: 'Logopedista' },
  { id: '210', nome: 'Tecnico sanitario di radiologia medica' },
] as const;

/** Details whose Premium members get the Pharmacare service (spec 2 §6: nurses and physiotherapists). */
export const PHARMACARE_DETAIL_IDS: readonly string[] = ['201', '202'];

/** Specialisation families (spec 3 §3 'Specialization family: id, nome'). */
export const SPECIALISATION_FAMILIES = [
  { id: 'F1', nome: 'Area medica' },
  { id: 'F2', nome: 'Area chirurgica' },
  { id: 'F3', nome: 'Area dei servizi clinici' },
  { id: 'F4', nome: 'Area pediatrica e materno-infantile' },
  { id: 'F5', nome: 'Area della salute mentale' },
  { id: 'F6', nome: 'Sanità pubblica e medicina generale' },
] as const;

/** Doctors' specialisations, each in a family. */
export const SPECIALISATIONS = [
  ['101', 'Allergologia e immunologia clinica', 'F1'],
  ['102', 'Cardiologia', 'F1'],
  ['103', 'Dermatologia e venereologia', 'F1'],
  ['104', 'Endocrinologia e malattie del metabolismo', 'F1'],
  ['105', 'Gastroenterologia', 'F1'],
  ['106', 'Geriatria', 'F1'],
  ['107', 'Malattie dell\'apparato respiratorio', 'F1'],
  ['108', 'Malattie infettive e tropicali', 'F1'],
  ['109', 'Medicina interna', 'F1'],
  ['110', 'Nefrologia', 'F1'],
  ['111', 'Neurologia', 'F1'],
  ['112', 'Oncologia medica', 'F1'],
  ['113', 'Reumatologia', 'F1'],
  ['114', 'Medicina dello sport e dell\'esercizio fisico', 'F1'],
  ['115', 'Medicina fisica e riabilitativa', 'F1'],
  ['121', 'Chirurgia generale', 'F2'],
  ['122', 'Cardiochirurgia', 'F2'],
  ['123', 'Chirurgia plastica, ricostruttiva ed estetica', 'F2'],
  ['124', 'Chirurgia vascolare', 'F2'],
  ['125', 'Neurochirurgia', 'F2'],
  ['126', 'Oftalmologia', 'F2'],
  ['127', 'Ortopedia e traumatologia', 'F2'],
  ['128', 'Otorinolaringoiatria', 'F2'],
  ['129', 'Urologia', 'F2'],
  ['130', 'Ginecologia e ostetricia', 'F2'],
  ['141', 'Anestesia, rianimazione e terapia intensiva', 'F3'],
  ['142', 'Medicina d\'emergenza-urgenza', 'F3'],
  ['143', 'Patologia clinica e biochimica clinica', 'F3'],
  ['144', 'Radiodiagnostica', 'F3'],
  ['145', 'Medicina nucleare', 'F3'],
  ['146', 'Anatomia patologica', 'F3'],
  ['147', 'Medicina legale', 'F3'],
  ['161', 'Pediatria', 'F4'],
  ['162', 'Neonatologia', 'F4'],
  ['163', 'Neuropsichiatria infantile', 'F4'],
  ['171', 'Psichiatria', 'F5'],
  ['172', 'Psicoterapia', 'F5'],
  ['181', 'Medicina generale', 'F6'],
  ['182', 'Igiene e medicina preventiva', 'F6'],
  ['183', 'Medicina del lavoro', 'F6'],
].map(([id, nome, familyId]) => ({ id: id!, nome: nome!, familyId: familyId! }));

/** Provinces of the seeded professionals: code, main city and the city's cadastral code (fiscal codes). */
export const PROVINCES = [
  { code: 'MI', city: 'Milano', cadastral: 'F205' },
  { code: 'RM', city: 'Roma', cadastral: 'H501' },
  { code: 'NA', city: 'Napoli', cadastral: 'F839' },
  { code: 'TO', city: 'Torino', cadastral: 'L219' },
  { code: 'PA', city: 'Palermo', cadastral: 'G273' },
  { code: 'GE', city: 'Genova', cadastral: 'D969' },
  { code: 'BO', city: 'Bologna', cadastral: 'A944' },
  { code: 'FI', city: 'Firenze', cadastral: 'D612' },
  { code: 'BA', city: 'Bari', cadastral: 'A662' },
  { code: 'CT', city: 'Catania', cadastral: 'C351' },
  { code: 'VE', city: 'Venezia', cadastral: 'L736' },
  { code: 'VR', city: 'Verona', cadastral: 'L781' },
  { code: 'PD', city: 'Padova', cadastral: 'G224' },
  { code: 'TS', city: 'Trieste', cadastral: 'L424' },
  { code: 'BS', city: 'Brescia', cadastral: 'B157' },
  { code: 'PR', city: 'Parma', cadastral: 'G337' },
  { code: 'MO', city: 'Modena', cadastral: 'F257' },
  { code: 'PG', city: 'Perugia', cadastral: 'G478' },
  { code: 'CA', city: 'Cagliari', cadastral: 'B354' },
  { code: 'PE', city: 'Pescara', cadastral: 'G482' },
  { code: 'AN', city: 'Ancona', cadastral: 'A271' },
  { code: 'TN', city: 'Trento', cadastral: 'L378' },
  { code: 'BG', city: 'Bergamo', cadastral: 'A794' },
  { code: 'SA', city: 'Salerno', cadastral: 'H703' },
  { code: 'LE', city: 'Lecce', cadastral: 'E506' },
  { code: 'PI', city: 'Pisa', cadastral: 'G702' },
] as const;

export type Province = (typeof PROVINCES)[number];

/** Product names of the seeded subscriptions (cpqProductName). */
export const PRODUCTS = {
  trial: 'Club Medici Prova Gratuita',
  premium: 'Club Medici Premium',
  nurses: 'Club Infermieri Premium',
  convention: 'Convenzione OMCeO Premium',
  /** A convention product of a club line: its logo is the club's (spec 1 §4 'Logo selection'). */
  pharmacistsConvention: 'Club Farmacisti Premium',
  /** A convention no logo names: the default logo (spec 1 §4). */
  unknownConvention: 'Convenzione ASL Premium',
} as const;

/**
 * The club product lines (spec 1 §9: 13 clubs plus the legal doctors' club), as the portal's logo and
 * welcome mapping names them (packages/policy CLUB_NAMES; seed.test.ts checks the two agree). Each
 * line sells a '{club} Premium' product; one demo member subscribes to each.
 */
export const CLUB_LINES = [
  'Club Biologi',
  'Club Dietisti',
  'Club Farmacisti',
  'Club Fisioterapisti',
  'Club Infermieri',
  'Club Logopedisti',
  'Club Medici',
  'Club Medici Legali',
  'Club Odontoiatri',
  'Club Ostetriche',
  'Club Psicologi',
  'Club Tecnici di Laboratorio',
  'Club Tecnici di Radiologia',
  'Club Veterinari',
] as const;
