import { CLUB_LINES } from './catalogue';
import type { MemberDraft } from './member-draft';
import { persona } from './seed-personas';

/**
 * Demo accounts of issue 39 (README 'Demo accounts'): one member per club product of the club-name
 * mapping, so each 'product' welcome message and the partner logo its club maps to can be seen; a
 * member holding the wallet tags DASOPT, DAS and PRNASC; a premium member with neither legal-protection
 * wallet.
 */

/** Customer codes from here on: clear of the other persona ranges (1000001-1000099, 1000413, 1001330). */
const FIRST_CLUB_ID = 1_000_600;

/** 'Club Medici Legali' → 'club.medici.legali@demo.club'. */
export function clubPersonaEmail(club: string): string {
  return `${club.toLowerCase().replace(/\s+/g, '.')}@demo.club`;
}

/** The product a club persona subscribed to: the club's premium line ('Club Veterinari Premium'). */
export function clubProduct(club: string): string {
  return `${club} Premium`;
}


export const TAGS_PERSONA_EMAIL = 'premium.tag@demo.club';
export const NO_LEGAL_PROTECTION_EMAIL = 'premium.notutela@demo.club';

const NAMES: [string, string, boolean][] = [
  ['Alessia', 'Marchetti', true], ['Bruno', 'Galli', false], ['Camilla', 'Serra', true], ['Daniele', 'Longo', false],
  ['Emma', 'Vitale', true], ['Filippo', 'Martini', false], ['Gaia', 'Leone', true], ['Giacomo', 'Mariani', false],
  ['Ilaria', 'Ferraro', true], ['Lorenzo', 'Santoro', false], ['Martina', 'Bellini', true], ['Pietro', 'Cattaneo', false],
  ['Sofia', 'Palumbo', true], ['Vittorio', 'Sanna', false],
];

export function clubPersonas(today: Date): MemberDraft[] {
  const clubs = CLUB_LINES.map((club, i) => {
    const [name, surname, female] = NAMES[i % NAMES.length]!;
    // A convention subscription of the club's product: spec 1 §6 shows the partner logo only for a
    // convention, and without a card code or convention order the welcome message is 'product' (spec 1 §4).
    return persona(
      {
        id: String(FIRST_CLUB_ID + i), email: clubPersonaEmail(club), name, surname, female, type: 'PREMIUM', birth: `${1970 + i}-0${1 + (i % 9)}-1${i % 10}`,
        doctorSpecialisations: ['102'],
        lifecycle: { productName: clubProduct(club), isConvention: true },
      },
      today,
    );
  });
  const tags = persona(
    {
      // Spec 3 §3 lists DASOPT, DAS and PRNASC among the wallet tags and gives them no rule: this member
      // holds every wallet and the three tags, and sees what premium@ sees (packages/policy TAG_ONLY_WALLETS).
      id: String(FIRST_CLUB_ID + 20), email: TAGS_PERSONA_EMAIL, name: 'Ludovica', surname: 'Orlando', female: true, type: 'PREMIUM', birth: '1983-07-21',
      doctorSpecialisations: ['109'],
      edit: (m) => {
        const ecm = m.wallets.find((w) => w.codice === 'ecm')!;
        for (const codice of ['DASOPT', 'DAS', 'PRNASC'] as const) m.wallets.push({ ...ecm, codice, saldo: 0, utilizzoTotale: 0, creditoIniziale: 0, creditiBonus: 0 });
      },
    },
    today,
  );
  const noLegalProtection = persona(
    {
      // Spec 3 §6: a premium member sees the legal-protection insurance card only with tutelaLegale or
      // tutelaLegale2; this one holds neither (and keeps legal, so 'Le mie cause' stays).
      id: String(FIRST_CLUB_ID + 21), email: NO_LEGAL_PROTECTION_EMAIL, name: 'Federico', surname: 'Basile', female: false, type: 'PREMIUM', birth: '1976-11-02',
      doctorSpecialisations: ['111'],
      edit: (m) => {
        m.wallets = m.wallets.filter((w) => w.codice !== 'tutelaLegale' && w.codice !== 'tutelaLegale2');
      },
    },
    today,
  );
  return [...clubs, tags, noLegalProtection];
}
