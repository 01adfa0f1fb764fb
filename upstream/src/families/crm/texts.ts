/**
 * Legal texts served by the CRM (spec 3 §9: long legal texts are static content). The version is
 * recorded with every consent, so a new version of the terms can be asked for again.
 */
export const TERMS_VERSION = '2026-01';

export const CONDITIONS_OF_USE_TEXT = [
  'Condizioni d\'uso del portale del Club',
  '1. Oggetto. Le presenti condizioni regolano l\'accesso e l\'utilizzo del portale riservato ai professionisti sanitari iscritti al Club, dei suoi contenuti editoriali, dei corsi di formazione a distanza e dei servizi collegati.',
  '2. Account personale. Le credenziali di accesso sono personali e non cedibili. L\'utente è responsabile della loro custodia e si impegna a comunicare tempestivamente qualsiasi utilizzo non autorizzato del proprio account.',
  '3. Contenuti. I contenuti pubblicati hanno finalità informativa e di aggiornamento professionale e non sostituiscono il giudizio clinico del professionista. È vietata la riproduzione dei contenuti al di fuori degli usi consentiti.',
  '4. Servizi in abbonamento. L\'accesso ai servizi riservati dipende dal tipo di iscrizione e dai portafogli attivi dell\'utente. Le condizioni economiche sono indicate nelle condizioni di adesione del prodotto sottoscritto.',
  '5. Modifiche. Il Club può aggiornare le presenti condizioni dandone comunicazione all\'utente, che potrà opporsi alle modifiche entro 30 giorni dalla comunicazione.',
].join('\n\n');

/** Acceptance conditions (condizioni di adesione) of a member's product, or of the free registration. */
export function acceptanceConditionsText(productName: string | null): string {
  const subject = productName ? `al prodotto «${productName}»` : 'al Club come utente registrato';
  return [
    `Condizioni di adesione ${subject}`,
    '1. Adesione. Con l\'adesione l\'utente entra a far parte del Club e accede ai servizi inclusi nel proprio profilo di iscrizione, nei limiti indicati per ciascun servizio.',
    '2. Durata. L\'adesione ha la durata indicata nel prodotto sottoscritto; la prova gratuita dura 7 giorni e non si rinnova automaticamente.',
    '3. Crediti ECM. I crediti formativi sono riconosciuti dal provider ECM n. 2506 al superamento del test finale di ciascun corso, nei limiti del plafond disponibile.',
    '4. Recesso. L\'utente può recedere in qualsiasi momento contattando l\'assistenza; il recesso non dà diritto al rimborso dei periodi già fruiti.',
  ].join('\n\n');
}
