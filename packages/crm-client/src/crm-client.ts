import {
  acceptanceConditionsRoute,
  conditionsOfUseRoute,
  consistencyRoute,
  createLeadRoute,
  fitnessCentersRoute,
  loginRoute,
  missingFieldsCheckRoute,
  professionDetailsRoute,
  professionalCardsRoute,
  professionsRoute,
  publicKeyRoute,
  recoveryRoute,
  registrationRoute,
  trialActivationRoute,
  trialRegistrationRoute,
  specializationFamiliesRoute,
  userRoute,
  walletsRoute,
  type AnswerOf,
  type ConditionsBody,
  type CrmLeadPayload,
  type Consistency,
  type ProfessionalCard,
  type ProfessionalCardsQuery,
  type RegistrationBody,
  type RouteContract,
  type UpdateContactPayload,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, parseUpstream, type SharedReadPolicy } from '@club/subgraph-kit';
import { ecmBalanceOf } from './ecm-balance';

/**
 * CRM calls that may be shared between requests (see shared-reads): the login key and the profession
 * lists are the same for everyone; directory cards show contacts to premium callers, so they are
 * shared only between visitors' calls. Signing in and out and accepting conditions change nothing
 * shared; a contact-data update may change the member's own directory card, so it drops them.
 */
const CRM_SHARED_READS: SharedReadPolicy = {
  everyone: [/^GET Forms\/FitnessCenter$/, /^GET auth\/public-key$/, /^GET CRM\/professione\/attive$/, /^GET CRM\/FamiglieSpecializzazione$/, /^GET CRM\/professione\/[^/]+$/],
  visitors: [/^GET professionallist\/professionalcards(\?.*)?$/],
  memberOnlyWrites: [
    /^POST Forms\/CreaClubLead$/,
    /^POST auth\/(login|logout|recupero-password|registrazione|registrazione-trial)$/,
    /^PUT CRM\/Utente\/Condizioni$/,
    /^POST CRM\/Utente\/AttivazioneTrial$/,
  ],
};

/** The member's profession and health-profession detail, as GET /CRM/Utente/Consistenza has them. */
export type MemberProfession = { profession: Consistency['datiContatto']['professione']; detail: Consistency['datiContatto']['professioneDettaglio'] };

/**
 * The one client of the upstream auth and CRM families (upstream/README.md 'Auth', 'CRM'), shared by
 * the subgraphs that need CRM data (crm, fad, cms). Every answer is parsed with its route's contract
 * (`@club/contracts`): a payload that does not match fails that field with `BAD_PAYLOAD`, never a crash
 * or a silently wrong value. Reads are made once per GraphQL request (this instance lives for one):
 * several fields may need the same answer, and the REST base class only merges calls in flight at the
 * same moment.
 */
export class CrmClient extends ClubDataSource {
  protected readonly family = 'crm';

  protected override sharedReadPolicy(): SharedReadPolicy {
    return CRM_SHARED_READS;
  }

  /** A GET parsed with its contract, once per request. `path` is relative to the base URL, query included. */
  private read<R extends RouteContract>(contract: R, path: string): Promise<AnswerOf<R>> {
    return this.memo.once(path, async () => parseUpstream<R['response']>(contract.response, await this.get<unknown>(path), path.split('?')[0]!));
  }

  publicKey(): Promise<AnswerOf<typeof publicKeyRoute>> {
    return this.read(publicKeyRoute, 'auth/public-key');
  }

  async login(username: string, encryptedPassword: string): Promise<AnswerOf<typeof loginRoute>> {
    const answer = await this.post<unknown>('auth/login', { body: { username, password: encryptedPassword } });
    return parseUpstream(loginRoute.response, answer, 'auth/login');
  }

  async logout(): Promise<void> {
    await this.post('auth/logout');
  }

  async requestPasswordRecovery(username: string): Promise<AnswerOf<typeof recoveryRoute>> {
    const answer = await this.post<unknown>('auth/recupero-password', { body: { username } });
    return parseUpstream(recoveryRoute.response, answer, 'auth/recupero-password');
  }

  /** Registers a new member (REGISTRATO), or straight into the 7-day trial; the answer signs them in. */
  async register(body: RegistrationBody, withTrial: boolean): Promise<AnswerOf<typeof registrationRoute>> {
    const path = withTrial ? 'auth/registrazione-trial' : 'auth/registrazione';
    const answer = await this.post<unknown>(path, { body });
    return parseUpstream((withTrial ? trialRegistrationRoute : registrationRoute).response, answer, path);
  }

  /** Activates the 7-day trial for the signed-in registered member; the member's earlier reads are stale afterwards. */
  async activateTrial(idempotencyKey?: string): Promise<AnswerOf<typeof trialActivationRoute>> {
    try {
      const answer = await this.post<unknown>('CRM/Utente/AttivazioneTrial', { headers: idempotencyHeaders(idempotencyKey) });
      return parseUpstream(trialActivationRoute.response, answer, 'CRM/Utente/AttivazioneTrial');
    } finally {
      this.memo.clear();
    }
  }

  /** The member's user info (GET /CRM/Utente). */
  user(): Promise<AnswerOf<typeof userRoute>> {
    return this.read(userRoute, 'CRM/Utente');
  }

  wallets(): Promise<AnswerOf<typeof walletsRoute>> {
    return this.read(walletsRoute, 'CRM/Utente/Portafogli');
  }

  /** Saldo of the active ecm wallet, or null without one; one wallet read per request, whoever asks. */
  async ecmBalance(): Promise<number | null> {
    return ecmBalanceOf(await this.wallets());
  }

  consistency(): Promise<AnswerOf<typeof consistencyRoute>> {
    return this.read(consistencyRoute, 'CRM/Utente/Consistenza');
  }

  /** The member's profession and detail (from the consistency read, shared with the other fields that need it). */
  async profession(): Promise<MemberProfession> {
    const { datiContatto } = await this.consistency();
    return { profession: datiContatto.professione, detail: datiContatto.professioneDettaglio };
  }

  /** Needs a session or the login consent token. */
  acceptanceConditions(): Promise<AnswerOf<typeof acceptanceConditionsRoute>> {
    return this.read(acceptanceConditionsRoute, 'CRM/Utente/Sottoscrizione');
  }

  conditionsOfUse(): Promise<AnswerOf<typeof conditionsOfUseRoute>> {
    return this.read(conditionsOfUseRoute, 'CRM/CondizioniUso');
  }

  /** The writes take the upstream Idempotency-Key of the mutation (upstreamWriteKey), when the client sent one. */
  async saveConditions(body: ConditionsBody, idempotencyKey?: string): Promise<void> {
    await this.put('CRM/Utente/Condizioni', { body, headers: idempotencyHeaders(idempotencyKey) });
  }

  /** Spec 2 §3 missing-fields check (GET /contact/jump2wl/check): which profile data are on file. */
  missingFields(): Promise<AnswerOf<typeof missingFieldsCheckRoute>> {
    return this.read(missingFieldsCheckRoute, 'contact/jump2wl/check');
  }

  /** Saves contact data; the member's reads made before it are stale afterwards, so they are dropped. */
  async updateContact(body: UpdateContactPayload, idempotencyKey?: string): Promise<void> {
    try {
      await this.put('contact/jump2wl', { body, headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.memo.clear();
    }
  }

  professions(): Promise<AnswerOf<typeof professionsRoute>> {
    return this.read(professionsRoute, 'CRM/professione/attive');
  }

  specializationFamilies(): Promise<AnswerOf<typeof specializationFamiliesRoute>> {
    return this.read(specializationFamiliesRoute, 'CRM/FamiglieSpecializzazione');
  }

  professionDetails(professionId: string): Promise<AnswerOf<typeof professionDetailsRoute>> {
    return this.read(professionDetailsRoute, `CRM/professione/${encodeURIComponent(professionId)}`);
  }

  /** Newest public cards of the professionals' directory. */
  async latestProfessionalCards(take: number): Promise<ProfessionalCard[]> {
    return (await this.read(professionalCardsRoute, `professionallist/professionalcards?take=${take}&page=1`)).professionalCards;
  }

  /** One filtered page of the professionals' directory; professionType is the category code (857920003 / 857920006). */
  professionalCards(query: ProfessionalCardsQuery): Promise<AnswerOf<typeof professionalCardsRoute>> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
    return this.read(professionalCardsRoute, `professionallist/professionalcards?${params}`);
  }

  /** Spec 3 §7 GET /Forms/FitnessCenter: the fitness network's branches (the same for everyone). */
  fitnessCenters(): Promise<AnswerOf<typeof fitnessCentersRoute>> {
    return this.read(fitnessCentersRoute, 'Forms/FitnessCenter');
  }

  /** Spec 3 §7 POST /Forms/CreaClubLead: stores a lead; the key makes a retried submission store one lead. */
  async createLead(body: CrmLeadPayload, idempotencyKey?: string): Promise<AnswerOf<typeof createLeadRoute>> {
    const answer = await this.post<unknown>('Forms/CreaClubLead', { body, headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream<(typeof createLeadRoute)['response']>(createLeadRoute.response, answer, '/Forms/CreaClubLead');
  }
}
