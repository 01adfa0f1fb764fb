import { fakerIT } from '@faker-js/faker';
import { int, pick } from '../../random';
import {
  DOCTOR_PROFESSION_ID,
  OTHER_PROFESSION_ID,
  PHARMACARE_DETAIL_IDS,
  PRODUCTS,
  PROFESSION_DETAILS,
  PROVINCES,
  SPECIALISATIONS,
  type Province,
} from './catalogue';
import { fiscalCode } from './fiscal-code';
import type { MemberDraft } from './member-draft';
import { REGISTERED_CLUB_GROUP } from './seed-personas';
import { subscriptionState, type MemberType } from './seed-lifecycle';

/**
 * The generic members (customer codes from 1100000) that give the directory and the other
 * families realistic volume, and the professional cards of most of them.
 */
export const FIRST_GENERIC_ID = 1_100_000;
export const GENERIC_MEMBERS = 3000;
/** Members with a professional card: every member whose index mod 10 is below 7 (2,100 cards). */
const CARD_SHARE = 7;

const TYPE_WEIGHTS: [MemberType, number][] = [
  ['REGISTRATO', 0.35],
  ['TRIAL', 0.1],
  ['PREMIUM', 0.35],
  ['EX_TRIAL', 0.1],
  ['EX_PREMIUM', 0.1],
];

function weightedType(random: () => number): MemberType {
  let r = random();
  for (const [type, weight] of TYPE_WEIGHTS) {
    if ((r -= weight) < 0) return type;
  }
  return 'REGISTRATO';
}

export interface GenericMember {
  draft: MemberDraft;
  province: Province;
  /** Index among the generic members (drives the card share and the card's creation time). */
  index: number;
}

function asciiLocal(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function genericMembers(random: () => number, today: Date): GenericMember[] {
  fakerIT.seed(1_100);
  const out: GenericMember[] = [];
  for (let i = 0; i < GENERIC_MEMBERS; i++) {
    const id = String(FIRST_GENERIC_ID + i);
    const female = random() < 0.55;
    const name = fakerIT.person.firstName(female ? 'female' : 'male');
    const surname = fakerIT.person.lastName();
    const type = weightedType(random);
    const province = pick(random, PROVINCES);
    const doctor = random() < 0.6;
    const birthDate = new Date(Date.UTC(int(random, 1955, 1998), int(random, 0, 11), int(random, 1, 28)));
    const state = subscriptionState(type, {
      today,
      registeredDaysAgo: int(random, 10, 1500),
      phaseDays: type === 'TRIAL' ? int(random, 0, 6) : type === 'PREMIUM' ? int(random, 1, 360) : int(random, 1, 400),
      ecmCredits: type === 'PREMIUM' ? int(random, 0, 100) : int(random, 0, 10),
      productName: doctor ? PRODUCTS.premium : PRODUCTS.nurses,
    });
    if (type === 'PREMIUM' && random() < 0.1) {
      // Some premium members' telemedicine is being reactivated (spec 3 §4: Stato 2).
      state.wallets.find((w) => w.codice === 'netmed')!.numero = 2;
    }
    const specialisationCount = int(random, 1, 3);
    out.push({
      index: i,
      province,
      draft: {
        id,
        email: `${asciiLocal(name)}.${asciiLocal(surname)}.${id}@esempio.it`,
        name,
        surname,
        phone: `3${String(int(random, 100_000_000, 999_999_999))}`,
        type,
        fiscalCode: random() < 0.9 ? fiscalCode({ surname, name, birthDate, female, cadastral: province.cadastral }) : null,
        birthDate: birthDate.toISOString().slice(0, 10),
        cardCode: !doctor && type === 'PREMIUM' && random() < 0.5 ? `INF-${id}` : null,
        conventionOrder: type === 'PREMIUM' && random() < 0.05 ? `ORD-${id}` : null,
        promoCodes: random() < 0.05 ? ['PROMO-REG'] : [],
        groups: type === 'REGISTRATO' && random() < 0.3 ? [REGISTERED_CLUB_GROUP] : [],
        isAps: random() < 0.05,
        blocked: false,
        mustAccept: false,
        professionId: doctor ? DOCTOR_PROFESSION_ID : OTHER_PROFESSION_ID,
        professionDetailId: doctor ? null : pick(random, PROFESSION_DETAILS).id,
        specialisationIds: doctor ? distinct(Array.from({ length: specialisationCount }, () => pick(random, SPECIALISATIONS).id)) : [],
        privacyHomnya: true,
        termsConditions: true,
        ...state,
      },
    });
  }
  return out;
}

function distinct<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

const OPENINGS = [
  'Mi occupo di prevenzione e di educazione alla salute.',
  'Ricevo su appuntamento in studio e a domicilio.',
  'Collaboro con strutture pubbliche e private del territorio.',
  'Da oltre dieci anni seguo pazienti di tutte le età.',
  'Credo in un rapporto di fiducia e di ascolto con ogni paziente.',
  'Sono disponibile anche per consulti in telemedicina.',
  'Partecipo ogni anno a corsi di aggiornamento ECM.',
];

export const CARD_COLUMNS = [
  'id', 'user_id', 'first_name', 'last_name', 'profession_id', 'profession_detail_id', 'specialisation_ids',
  'province', 'city', 'presentation', 'visibility', 'is_pharmacare', 'created_at',
];

/** Latest card's creation time; each older card is a few hours earlier (a stable order for the listing). */
const NEWEST_CARD_AT = Date.UTC(2026, 0, 15, 9, 0, 0);

export function professionalCardRows(members: readonly GenericMember[], random: () => number): unknown[][] {
  const specialisationName = new Map(SPECIALISATIONS.map((s) => [s.id, s.nome]));
  const detailName = new Map<string, string>(PROFESSION_DETAILS.map((d) => [d.id, d.nome]));
  return members
    .filter((m) => m.index % 10 < CARD_SHARE)
    .map(({ draft: m, province, index }) => {
      const role = m.professionDetailId
        ? `${detailName.get(m.professionDetailId)}`
        : `Medico specializzato in ${m.specialisationIds.map((s) => specialisationName.get(s)).join(', ')}`;
      const presentation = `${role}, lavoro a ${province.city}. ${pick(random, OPENINGS)} ${pick(random, OPENINGS)}`;
      const pharmacare = m.type === 'PREMIUM' && !!m.professionDetailId && PHARMACARE_DETAIL_IDS.includes(m.professionDetailId) && random() < 0.5;
      const createdAt = new Date(NEWEST_CARD_AT - index * 7 * 3_600_000);
      return [
        `PC${m.id}`, m.id, m.name, m.surname, m.professionId, m.professionDetailId, m.specialisationIds,
        province.code, province.city, presentation, random() < 0.85 ? 'Pubblica' : 'Privata', pharmacare, createdAt.toISOString(),
      ];
    });
}
