/** E-mail pattern and company-owned domain block-list (spec 1 §5 'Shared lead-form fields'). */

/** E-mail shape (same rule as zod 4's default e-mail regex), checked after lower-casing. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([a-z0-9_'+\-.]*)[a-z0-9_+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/**
 * CONFIGURATION, not a rule: spec 1 §5 says lead e-mails may not use "about 55 company-owned
 * domains" but does not list them. These are placeholder club/group/brand domains; replace the
 * list with the real one when it is known. Public mail providers must never be here, and neither
 * must 'demo.club' (used by the demo accounts). Subdomains of a listed domain are blocked too.
 */
export const BLOCKED_EMAIL_DOMAINS: readonly string[] = Object.freeze([
  // the club
  'clubprofessioni.it', 'clubprofessioni.com', 'clubprofessioni.eu', 'clubprofessioni.net', 'clubprofessioni.org',
  'clubprofessioni.info', 'club-professioni.it', 'club-professioni.com', 'clubprofessionisanitarie.it',
  'clubprofessionisanitarie.com', 'clubprofessionisanitarie.eu', 'professionisanitarieclub.it',
  // the group that owns the club
  'gruppoprofessioni.it', 'gruppoprofessioni.com', 'gruppo-professioni.it', 'professionigroup.it',
  'professionigroup.com', 'professionigroup.eu', 'professioniholding.it', 'professioni-holding.com',
  // brand and service domains of the club
  'clubprofessioni-ecm.it', 'clubprofessioni-fad.it', 'clubprofessioni-formazione.it', 'clubprofessioni-news.it',
  'clubprofessioni-edicola.it', 'clubprofessioni-risorse.it', 'clubprofessioni-shop.it', 'clubprofessioni-negozi.it',
  'clubprofessioni-convenzioni.it', 'clubprofessioni-viaggi.it', 'clubprofessioni-fedelta.it', 'clubprofessioni-premi.it',
  'clubprofessioni-legal.it', 'clubprofessioni-cause.it', 'clubprofessioni-tutela.it', 'clubprofessioni-assicurazioni.it',
  'clubprofessioni-telemedicina.it', 'clubprofessioni-partner.it', 'clubprofessioni-servizi.it',
  'clubprofessioni-assistenza.it', 'clubprofessioni-network.it', 'clubprofessioni-scheda.it',
  // internal and operational domains
  'clubprofessioni-crm.it', 'clubprofessioni-marketing.it', 'clubprofessioni-staff.it', 'clubprofessioni-pec.it',
  'clubprofessioni-test.it', 'clubprofessioni-dev.it', 'clubprofessioni-mail.it', 'clubprofessioni.biz',
  // per-profession club brands
  'clubprofessioni-medici.it', 'clubprofessioni-infermieri.it', 'clubprofessioni-farmacisti.it',
  'clubprofessioni-psicologi.it', 'clubprofessioni-odontoiatri.it',
]);

/** The domain part of an e-mail, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** Spec 1 §5: true when the e-mail's domain (or a parent domain) is in the block-list. */
export function isBlockedEmailDomain(email: string, blocked: readonly string[] = BLOCKED_EMAIL_DOMAINS): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  return blocked.some((b) => domain === b || domain.endsWith(`.${b}`));
}
