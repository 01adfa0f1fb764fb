import { ClubDataSource, idempotencyHeaders, type SharedReadPolicy } from '@club/subgraph-kit';
import type {
  UpstreamConsentBody,
  UpstreamConsistency,
  UpstreamContactCheck,
  UpstreamLoginResponse,
  UpstreamProfession,
  UpstreamProfessionalCard,
  UpstreamProfessionalCardList,
  UpstreamProfessionalCardQuery,
  UpstreamProfessionDetails,
  UpstreamSpecializationFamily,
  UpstreamUpdateContactBody,
  UpstreamUserSubscription,
  UpstreamWallet,
} from './crm-types';

/**
 * CRM calls that may be shared between requests (see shared-reads): the login key and the profession
 * lists are the same for everyone; directory cards show contacts to premium callers, so they are
 * shared only between visitors' calls. Signing in and out and accepting conditions change nothing
 * shared; a contact-data update may change the member's own directory card, so it drops them.
 */
const CRM_SHARED_READS: SharedReadPolicy = {
  everyone: [/^GET auth\/public-key$/, /^GET CRM\/professione\/attive$/, /^GET CRM\/FamiglieSpecializzazione$/, /^GET CRM\/professione\/[^/]+$/],
  visitors: [/^GET professionallist\/professionalcards(\?.*)?$/],
  memberOnlyWrites: [/^POST auth\/(login|logout|recupero-password)$/, /^PUT CRM\/Utente\/Condizioni$/],
};

/**
 * The upstream auth and CRM families (upstream/README.md 'Auth', 'CRM'). Reads are made once per
 * GraphQL request: several fields (the user, its flags, a section) may need the same answer, and
 * the REST base class only merges calls that are in flight at the same moment.
 */
export class CrmApi extends ClubDataSource {
  protected readonly family = 'crm';
  private readonly reads = new Map<string, Promise<unknown>>();

  private once<T>(path: string): Promise<T> {
    let answer = this.reads.get(path);
    if (!answer) {
      answer = this.get<T>(path);
      this.reads.set(path, answer);
    }
    return answer as Promise<T>;
  }

  publicKey(): Promise<{ publicKeyPEM: string }> {
    return this.once('auth/public-key');
  }

  login(username: string, encryptedPassword: string): Promise<UpstreamLoginResponse> {
    return this.post('auth/login', { body: { username, password: encryptedPassword } });
  }

  async logout(): Promise<void> {
    await this.post('auth/logout');
  }

  requestPasswordRecovery(username: string): Promise<{ username: string }> {
    return this.post('auth/recupero-password', { body: { username } });
  }

  user(): Promise<UpstreamUserSubscription> {
    return this.once('CRM/Utente');
  }

  wallets(): Promise<UpstreamWallet[]> {
    return this.once('CRM/Utente/Portafogli');
  }

  consistency(): Promise<UpstreamConsistency> {
    return this.once('CRM/Utente/Consistenza');
  }

  /** Needs a session or the login consent token. */
  acceptanceConditions(): Promise<{ condizioniAdesione: string | null }> {
    return this.once('CRM/Utente/Sottoscrizione');
  }

  conditionsOfUse(): Promise<{ text: string | null }> {
    return this.once('CRM/CondizioniUso');
  }

  /** The writes take the upstream Idempotency-Key of the mutation (upstreamWriteKey), when the client sent one. */
  async saveConditions(body: UpstreamConsentBody, idempotencyKey?: string): Promise<void> {
    await this.put('CRM/Utente/Condizioni', { body, headers: idempotencyHeaders(idempotencyKey) });
  }

  contactCheck(): Promise<UpstreamContactCheck> {
    return this.once('contact/jump2wl/check');
  }

  /** Saves contact data; the member's reads made before it are stale afterwards, so they are dropped. */
  async updateContact(body: UpstreamUpdateContactBody, idempotencyKey?: string): Promise<void> {
    try {
      await this.put('contact/jump2wl', { body, headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.reads.clear();
    }
  }

  protected override sharedReadPolicy(): SharedReadPolicy {
    return CRM_SHARED_READS;
  }

  professions(): Promise<UpstreamProfession[]> {
    return this.once('CRM/professione/attive');
  }

  specializationFamilies(): Promise<UpstreamSpecializationFamily[]> {
    return this.once('CRM/FamiglieSpecializzazione');
  }

  professionDetails(professionId: string): Promise<UpstreamProfessionDetails> {
    return this.once(`CRM/professione/${encodeURIComponent(professionId)}`);
  }

  /** Newest public cards of the professionals' directory. */
  async latestProfessionalCards(take: number): Promise<UpstreamProfessionalCard[]> {
    const answer = await this.once<{ professionalCards: UpstreamProfessionalCard[] }>(`professionallist/professionalcards?take=${take}&page=1`);
    return answer.professionalCards;
  }

  /** One filtered page of the professionals' directory. */
  professionalCards(query: UpstreamProfessionalCardQuery): Promise<UpstreamProfessionalCardList> {
    const params = new URLSearchParams({ take: String(query.take), page: String(query.page) });
    if (query.text) params.set('text', query.text);
    if (query.professionType) params.set('professionType', query.professionType);
    if (query.province) params.set('province', query.province);
    return this.once(`professionallist/professionalcards?${params}`);
  }
}
