import type { LegalCaseResolvers } from '../generated/resolvers-types';
import { withMessage } from '../upstream-errors';

/** The portal path of a hearing document; the gateway fetches it with the requesting member's own session. */
export const legalDocumentPath = (id: string) => `/files/cause/${encodeURIComponent(id)}.pdf`;

/** Spec 3 §3 'Legal case': names as the API has them; the hearings load per case when asked. */
export const LegalCase: LegalCaseResolvers = {
  name: (c) => c.pratica.nome,
  court: (c) => c.pratica.organoGiudicanteDesc,
  venue: (c) => c.pratica.sede,
  section: (c) => c.pratica.sezione,
  status: (c) => c.pratica.statoCausa,
  measures: (c) => c.pratica.provvedimenti.map((p) => ({ type: p.tipo, value: p.valore })),
  businessLine: (c) => c.lineaDiBusiness.descrizione,
  specialization: (c) => c.lineaDiBusiness.specializzazione,
  async hearings(c, _args, { dataSources }) {
    const hearings = await withMessage(() => dataSources.profile.legalHearings(c.pratica.nome), 'Errore nel servizio /CRM/CauseLegaliAttive/Udienze');
    return hearings.map((h) => ({
      type: h.tipoUdienzaDesc,
      date: h.dataUdienza,
      documents: h.documentazioni.map((d) => ({ id: d.id, fileName: d.fileSharePoint, downloadUrl: legalDocumentPath(d.id) })),
    }));
  },
};
