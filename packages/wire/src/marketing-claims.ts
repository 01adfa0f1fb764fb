/**
 * The club's ECM offer as its copy claims it (spec 2 §9, spec 3 §1: 'over 200 courses and 1,500 to
 * 1,800 credits (both figures appear)'; 5 thematic series). One figure everywhere the portal says it,
 * the catalogue's intro and the services page's ECM card: 1.500 (the other reading, 1.800, would be
 * changed here alone).
 */
export const ECM_CREDITS_CLAIM = '1.500';

export const ECM_OFFER_CLAIM = `Oltre 200 corsi online e ${ECM_CREDITS_CLAIM} crediti ECM, in 5 collane tematiche: Medicina, Sicurezza, Covid 19, Legale, Manageriale.`;
