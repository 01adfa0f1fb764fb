import type { CertificateResolvers } from '../generated/resolvers-types';

/** GET /FAD/Corsi/{id}/Certificato's answer; fileName and contentType keep the upstream's names. */
export const Certificate: CertificateResolvers = {
  base64: (certificate) => certificate.fileBody,
};
