import type { callSubgraph } from '@club/subgraph-kit/testing';
import { upstreamLogin } from '@club/upstream/testing';

/** The claims the gateway would sign for a demo persona: signed in at the upstream, wallets and type from GET /CRM/Utente (tests only). */
export type MemberClaims = Parameters<typeof callSubgraph>[3];

export async function memberClaimsAt(upstreamUrl: string, email: string, password = 'Club2026!'): Promise<MemberClaims> {
  const token = await upstreamLogin(upstreamUrl, email, password);
  const user = (await (await fetch(`${upstreamUrl}/CRM/Utente`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    clientCode: string; subscriptionType: 'PREMIUM'; servizi: { codice: string; attivo: boolean; stato: number }[]; fiscalCode: string | null;
  };
  return {
    subscriptionType: user.subscriptionType,
    wallets: user.servizi.map((s) => ({ code: s.codice, active: s.attivo, status: s.stato })),
    hasFiscalCode: !!user.fiscalCode,
    userId: user.clientCode,
    upstreamToken: token,
  };
}
