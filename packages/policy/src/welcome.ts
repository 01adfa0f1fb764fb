import { clubOf } from './partner-logo';
import { DOCTOR_PROFESSION_CODE } from './profile-completion';

/**
 * The welcome message after login (spec 1 §4 'Welcome message type (after login)'): which of the four
 * messages a member gets, decided from the user info (conventionOrder, cardCode) and the last
 * subscription's product name (GET /CRM/Utente/Consistenza).
 */
export type WelcomeMessageType = 'ORDER' | 'CARD' | 'PRODUCT' | 'DEFAULT';

export interface WelcomeMessageInput {
  conventionOrder: string | null | undefined;
  cardCode: string | null | undefined;
  productName: string | null | undefined;
  /** Whether the product is a convention's (its club is the convention's, as the partner logo shows it). */
  isConvention?: boolean | null;
  /** The member's profession (GET /CRM/Utente/Consistenza `datiContatto`): the club the welcome names for a club's own product. */
  profession?: MemberProfession | null;
}

/** What the club mapping reads of a member's profession: the category code and the health-profession detail. */
export interface MemberProfession {
  /** Category code: doctor 857920003, other health profession 857920006. */
  code: string | null | undefined;
  /** The detail's name for another health profession ('Infermiere'); null for a doctor. */
  detail: string | null | undefined;
}

/**
 * The clubs of each profession (spec 1 §9, 2 §9: the club names of the welcome and the logo), the
 * profession's own club first. A doctor also belongs to the legal doctors' club. Health-profession
 * details by the CRM's name, compared without case.
 */
export const DOCTOR_CLUBS: readonly string[] = ['Club Medici', 'Club Medici Legali'];
export const PROFESSION_DETAIL_CLUBS: Readonly<Record<string, string>> = {
  infermiere: 'Club Infermieri',
  fisioterapista: 'Club Fisioterapisti',
  farmacista: 'Club Farmacisti',
  psicologo: 'Club Psicologi',
  odontoiatra: 'Club Odontoiatri',
  ostetrica: 'Club Ostetriche',
  biologo: 'Club Biologi',
  dietista: 'Club Dietisti',
  logopedista: 'Club Logopedisti',
  veterinario: 'Club Veterinari',
  'tecnico sanitario di radiologia medica': 'Club Tecnici di Radiologia',
  'tecnico sanitario di laboratorio biomedico': 'Club Tecnici di Laboratorio',
};

/** The clubs a member's profession belongs to, its own first; none when the profession is unknown. */
export function clubsOfProfession(profession: MemberProfession | null | undefined): readonly string[] {
  if (!profession) return [];
  if (profession.code === DOCTOR_PROFESSION_CODE) return DOCTOR_CLUBS;
  const club = profession.detail ? PROFESSION_DETAIL_CLUBS[profession.detail.trim().toLowerCase()] : undefined;
  return club ? [club] : [];
}

/**
 * The club the welcome names. A convention product keeps its club: the member joined that club through
 * the convention, and the header's partner logo shows the same club (spec 1 §4 'Logo selection').
 * A club's own product (the trial, Premium) names the product's club when it is one of the member's
 * profession's clubs (or the profession is unknown); otherwise the club of the member's profession,
 * so a nurse on the shared trial product 'Club Medici Prova Gratuita' is welcomed to the Club Infermieri.
 */
export function welcomeClub(productClub: string, profession: MemberProfession | null | undefined, isConvention = false): string {
  if (isConvention) return productClub;
  const clubs = clubsOfProfession(profession);
  return clubs.length === 0 || clubs.includes(productClub) ? productClub : clubs[0]!;
}

/** Spec 1 §4: a card code containing INF is a nurses' card. Matched as written (upper case). */
export const INF_CARD_MARKER = 'INF';

export interface WelcomeMessage {
  type: WelcomeMessageType;
  /** For PRODUCT: the club of the product (spec 2 §9's club names, `CLUB_NAMES`); otherwise null. */
  clubName: string | null;
}

/**
 * Spec 1 §4, in the spec's order: 'order' if a convention order exists; 'card' if the card code
 * contains INF; 'product' if the product name is in the club list (spec 2 §9, the same club names as
 * the logo mapping: a product belongs to a club when its name starts with the club's name, `clubOf`),
 * naming the club of the member's profession (`welcomeClub`); otherwise 'default'.
 */
export function welcomeMessage(input: WelcomeMessageInput): WelcomeMessage {
  if (input.conventionOrder?.trim()) return { type: 'ORDER', clubName: null };
  if (input.cardCode?.includes(INF_CARD_MARKER)) return { type: 'CARD', clubName: null };
  const product = input.productName?.trim();
  const club = product ? clubOf(product) : null;
  if (club) return { type: 'PRODUCT', clubName: welcomeClub(club, input.profession, input.isConvention ?? false) };
  return { type: 'DEFAULT', clubName: null };
}
