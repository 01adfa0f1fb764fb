import { DOCTOR_PROFESSION_ID, OTHER_PROFESSION_ID, PRODUCTS } from './catalogue';
import { fiscalCode } from './fiscal-code';
import type { MemberDraft } from './member-draft';
import { subscriptionState, type LifecycleOptions, type MemberType } from './seed-lifecycle';

/**
 * The demo accounts (upstream/README.md 'Demo accounts'): one per subscription type plus the
 * wallet, fiscal-code, consent, blocked, incomplete-profile and shared-e-mail variants the spec's rules need.
 */

/** Club group of registered members (spec 2 §6, spec 3 §3 GP_REGISTRATO_CLUB). */
export const REGISTERED_CLUB_GROUP = 'GP_REGISTRATO_CLUB';
export const SHARED_EMAIL = 'condiviso@demo.club';

export interface PersonaSpec {
  id: string;
  email: string;
  name: string;
  surname: string;
  female: boolean;
  type: MemberType;
  birth: string;
  doctorSpecialisations?: string[];
  professionDetailId?: string;
  lifecycle?: Partial<LifecycleOptions>;
  hasFiscalCode?: boolean;
  edit?: (m: MemberDraft) => void;
}

const ROMA = 'H501';

export function persona(spec: PersonaSpec, today: Date): MemberDraft {
  const state = subscriptionState(spec.type, {
    today,
    registeredDaysAgo: 400,
    phaseDays: spec.type === 'TRIAL' ? 3 : spec.type === 'PREMIUM' ? 100 : 45,
    ecmCredits: spec.type === 'PREMIUM' ? 50 : 10,
    ...spec.lifecycle,
  });
  const birthDate = new Date(`${spec.birth}T00:00:00Z`);
  const draft: MemberDraft = {
    id: spec.id,
    email: spec.email,
    name: spec.name,
    surname: spec.surname,
    phone: `333${spec.id}`,
    type: spec.type,
    fiscalCode: spec.hasFiscalCode === false ? null : fiscalCode({ surname: spec.surname, name: spec.name, birthDate, female: spec.female, cadastral: ROMA }),
    birthDate: spec.birth,
    cardCode: null,
    conventionOrder: null,
    promoCodes: [],
    groups: [],
    isAps: false,
    blocked: false,
    mustAccept: false,
    professionId: spec.professionDetailId ? OTHER_PROFESSION_ID : DOCTOR_PROFESSION_ID,
    professionDetailId: spec.professionDetailId ?? null,
    specialisationIds: spec.professionDetailId ? [] : (spec.doctorSpecialisations ?? ['181']),
    privacyHomnya: true,
    termsConditions: true,
    ...state,
  };
  spec.edit?.(draft);
  return draft;
}

export function setWallet(m: MemberDraft, codice: string, values: Partial<MemberDraft['wallets'][number]>): void {
  const w = m.wallets.find((x) => x.codice === codice);
  if (!w) throw new Error(`persona ${m.id} has no ${codice} wallet`);
  Object.assign(w, values);
}

export function personas(today: Date): MemberDraft[] {
  const specs: PersonaSpec[] = [
    {
      id: '1000001', email: 'registrato@demo.club', name: 'Giulia', surname: 'Bianchi', female: true, type: 'REGISTRATO', birth: '1985-03-12',
      edit: (m) => {
        m.promoCodes = ['PROMO-REG'];
        m.groups = [REGISTERED_CLUB_GROUP];
      },
    },
    { id: '1000002', email: 'trial@demo.club', name: 'Marco', surname: 'Ferrari', female: false, type: 'TRIAL', birth: '1990-07-04', professionDetailId: '201' },
    {
      id: '1000003', email: 'premium@demo.club', name: 'Francesca', surname: 'Romano', female: true, type: 'PREMIUM', birth: '1978-11-23',
      doctorSpecialisations: ['102', '109'],
      lifecycle: { productName: PRODUCTS.convention, isConvention: true },
      edit: (m) => {
        m.cardCode = 'CMP-2026-1000003';
        setWallet(m, 'ecm', { saldo: 50, creditoIniziale: 50, utilizzoTotale: 0 });
        setWallet(m, 'winLoy', { numero: 1 });
      },
    },
    {
      id: '1000004', email: 'premium.noecm@demo.club', name: 'Luca', surname: 'Colombo', female: false, type: 'PREMIUM', birth: '1982-01-30',
      doctorSpecialisations: ['127'],
      edit: (m) => {
        m.wallets = m.wallets.filter((w) => w.codice !== 'ecm');
      },
    },
    { id: '1000005', email: 'premium.nocf@demo.club', name: 'Chiara', surname: 'Ricci', female: true, type: 'PREMIUM', birth: '1988-05-17', doctorSpecialisations: ['161'], hasFiscalCode: false },
    {
      id: '1000006', email: 'premium.lowcredit@demo.club', name: 'Alessandro', surname: 'Marino', female: false, type: 'PREMIUM', birth: '1975-09-08',
      doctorSpecialisations: ['111'],
      edit: (m) => setWallet(m, 'ecm', { saldo: 1, creditoIniziale: 50, utilizzoTotale: 49 }),
    },
    { id: '1000007', email: 'extrial@demo.club', name: 'Sara', surname: 'Greco', female: true, type: 'EX_TRIAL', birth: '1992-02-14', professionDetailId: '202' },
    { id: '1000008', email: 'expremium@demo.club', name: 'Davide', surname: 'Bruno', female: false, type: 'EX_PREMIUM', birth: '1970-12-01', doctorSpecialisations: ['171'] },
    { id: '1000009', email: 'consenso@demo.club', name: 'Elena', surname: 'Gallo', female: true, type: 'REGISTRATO', birth: '1987-06-21', edit: (m) => void (m.mustAccept = true) },
    { id: '1000010', email: 'bloccato@demo.club', name: 'Paolo', surname: 'Conti', female: false, type: 'REGISTRATO', birth: '1980-04-02', edit: (m) => void (m.blocked = true) },
    {
      // Spec 2 §4: the magazine data-completion modal — a doctor without specialisation who has not
      // accepted privacy and terms yet (fiscal code on file).
      id: '1000011', email: 'incompleto@demo.club', name: 'Matteo', surname: 'Esposito', female: false, type: 'PREMIUM', birth: '1984-09-15',
      edit: (m) => {
        m.specialisationIds = [];
        m.privacyHomnya = false;
        m.termsConditions = false;
      },
    },
    {
      // Spec 3 §4 'Completa profilo': neither the fiscal code nor the birth date on file.
      id: '1000012', email: 'premium.nodati@demo.club', name: 'Irene', surname: 'Fontana', female: true, type: 'PREMIUM', birth: '1986-02-09', doctorSpecialisations: ['161'], hasFiscalCode: false,
      edit: (m) => void (m.birthDate = null),
    },
    {
      // Spec 2 §4 step 3, §6 'ECM lists need the ecm wallet': a trial member without the ecm wallet.
      id: '1000013', email: 'trial.noecm@demo.club', name: 'Giorgio', surname: 'Rinaldi', female: false, type: 'TRIAL', birth: '1989-03-22',
      doctorSpecialisations: ['127'],
      edit: (m) => {
        m.wallets = m.wallets.filter((w) => w.codice !== 'ecm');
      },
    },
    {
      // Spec 2 §6 'News content is skipped for users lacking the news wallet': a premium member without it.
      id: '1000014', email: 'premium.nonews@demo.club', name: 'Marta', surname: 'Lombardi', female: true, type: 'PREMIUM', birth: '1983-10-05',
      doctorSpecialisations: ['161'],
      edit: (m) => {
        m.wallets = m.wallets.filter((w) => w.codice !== 'news');
      },
    },
    // Issue 28 personas (README 'Demo accounts'): each makes one rule of the spec's last fifth visible.
    {
      // Spec 3 §4, §9: the ECM plafond used up, so the profile's ECM block offers 'Richiedi crediti extra'.
      id: '1000015', email: 'premium.plafond@demo.club', name: 'Valentina', surname: 'Moretti', female: true, type: 'PREMIUM', birth: '1981-04-18',
      doctorSpecialisations: ['111'],
      edit: (m) => setWallet(m, 'ecm', { saldo: 0, creditoIniziale: 50, utilizzoTotale: 50 }),
    },
    {
      // Spec 3 §3 bonus.creditiBonus, §9 'Bonus credits rounded to 2 decimals' (the column keeps 2: 4,57).
      id: '1000016', email: 'premium.bonus@demo.club', name: 'Stefano', surname: 'Barbieri', female: false, type: 'PREMIUM', birth: '1977-08-29',
      doctorSpecialisations: ['102'],
      edit: (m) => setWallet(m, 'ecm', { creditiBonus: 4.57 }),
    },
    {
      // Spec 3 §4 'Loyalty state': an ex-premium member whose loyalty service record has Stato 0.
      id: '1000017', email: 'expremium.fedelta0@demo.club', name: 'Laura', surname: 'Caruso', female: true, type: 'EX_PREMIUM', birth: '1974-01-11',
      doctorSpecialisations: ['171'],
      edit: (m) => setWallet(m, 'winLoy', { servizioAttivo: false, numero: 0 }),
    },
    {
      // Spec 3 §4 'Loyalty state': the same with Stato 2.
      id: '1000018', email: 'expremium.fedelta2@demo.club', name: 'Fabio', surname: 'Ferri', female: false, type: 'EX_PREMIUM', birth: '1972-06-06',
      doctorSpecialisations: ['171'],
      edit: (m) => setWallet(m, 'winLoy', { numero: 2 }),
    },
    {
      // Spec 1 §3 isAPS, spec 3 §6: no telemedicine card for APS members. A nurse whose card code
      // carries INF (spec 1 §4: the 'card' welcome message).
      id: '1000019', email: 'premium.aps@demo.club', name: 'Simona', surname: 'Rizzo', female: true, type: 'PREMIUM', birth: '1987-12-03',
      professionDetailId: '201',
      lifecycle: { productName: PRODUCTS.nurses },
      edit: (m) => {
        m.isAps = true;
        m.cardCode = 'CMP-INF-2026-1000019';
      },
    },
    {
      // Spec 1 §4 'Logo selection' by club: a convention product of the 'Club Farmacisti' line maps to
      // that club's logo; spec 1 §4 welcome 'product'.
      id: '1000020', email: 'premium.club@demo.club', name: 'Nicola', surname: 'Pellegrini', female: false, type: 'PREMIUM', birth: '1980-10-14',
      doctorSpecialisations: ['127'],
      lifecycle: { productName: PRODUCTS.pharmacistsConvention, isConvention: true },
    },
    {
      // Spec 1 §4 'Logo selection': a convention no logo names gets the default logo; joined through a
      // convention order (spec 1 §4 welcome 'order').
      id: '1000021', email: 'premium.convenzione@demo.club', name: 'Elisa', surname: 'Testa', female: true, type: 'PREMIUM', birth: '1985-05-27',
      doctorSpecialisations: ['161'],
      lifecycle: { productName: PRODUCTS.unknownConvention, isConvention: true },
      edit: (m) => void (m.conventionOrder = 'ORD-ASL-1000021'),
    },
    {
      // Spec 3 §6: a premium member without the topnegozi wallet (shops: paywall on offers, no coupon intro).
      id: '1000022', email: 'premium.nonegozi@demo.club', name: 'Andrea', surname: 'Gentile', female: false, type: 'PREMIUM', birth: '1979-03-08',
      doctorSpecialisations: ['102'],
      edit: (m) => {
        m.wallets = m.wallets.filter((w) => w.codice !== 'topnegozi');
      },
    },
    {
      // Spec 3 §6 'Legal consultation form and header links need the legal consultancy portfolio':
      // a premium member with every wallet and consulenzaLegale, so the form is shown.
      id: '1000023', email: 'premium.consulenza@demo.club', name: 'Riccardo', surname: 'Sala', female: false, type: 'PREMIUM', birth: '1977-06-11',
      doctorSpecialisations: ['111'],
      edit: (m) => {
        const legal = m.wallets.find((w) => w.codice === 'legal')!;
        m.wallets.push({ ...legal, codice: 'consulenzaLegale' });
      },
    },
    {
      // Spec 3 §6 'A premium user sees the legal-protection insurance card only with one of the two
      // legal-protection wallets': a premium member whose only legal wallet is tutelaLegale2.
      id: '1000024', email: 'premium.tutela2@demo.club', name: 'Beatrice', surname: 'Costa', female: true, type: 'PREMIUM', birth: '1981-12-03',
      doctorSpecialisations: ['102'],
      edit: (m) => {
        m.wallets = m.wallets.filter((w) => w.codice !== 'legal' && w.codice !== 'tutelaLegale');
      },
    },
    {
      // Spec 3 §2 'Le mie cause' with more than one case (upstream seed-profile.ts seedLegalCases).
      id: '1000025', email: 'premium.duecause@demo.club', name: 'Tommaso', surname: 'Villa', female: false, type: 'PREMIUM', birth: '1972-04-19',
      doctorSpecialisations: ['171'],
      edit: (m) => void (m.legalCases = 2),
    },
    // Issue 40 (ECM obligation): premium members with the ecm wallet whose obligation the rules lower
    // (upstream fad seed.ts ECM_OBLIGATION_ADJUSTMENTS): a maternity exemption, a dossier bonus.
    { id: '1000046', email: 'premium.esenzione@demo.club', name: 'Giulia', surname: 'Marchetti', female: true, type: 'PREMIUM', birth: '1990-07-12', doctorSpecialisations: ['161'] },
    { id: '1000047', email: 'premium.dossier@demo.club', name: 'Marco', surname: 'Ferraro', female: false, type: 'PREMIUM', birth: '1976-11-04', doctorSpecialisations: ['111'] },
    {
      // Issue 40 (triennium plan): a trial doctor with the ecm wallet and a 10-credit ECM balance, 98
      // credits recorded from other providers (upstream fad seed TRIAL_PLAN_EXTERNAL_CREDITS): the plan
      // offers only courses up to 10 credits, the fewest that close each gap.
      id: '1000040', email: 'trial.piano@demo.club', name: 'Caterina', surname: 'Marchetti', female: true, type: 'TRIAL', birth: '1991-09-17',
      doctorSpecialisations: ['102'],
      edit: (m) => setWallet(m, 'ecm', { saldo: 10, creditoIniziale: 10, utilizzoTotale: 0 }),
    },
    { id: '1200086', email: SHARED_EMAIL, name: 'Anna', surname: 'De Luca', female: true, type: 'REGISTRATO', birth: '1983-08-09', professionDetailId: '203' },
    { id: '1200087', email: SHARED_EMAIL, name: 'Roberto', surname: 'Mancini', female: false, type: 'REGISTRATO', birth: '1979-10-27' },
  ];
  return specs.map((s) => persona(s, today));
}
