import {
  acceptanceConditionsRoute,
  conditionsOfUseRoute,
  consistencyRoute,
  createLeadRoute,
  fitnessCentersRoute,
  loginRoute,
  logoutRoute,
  missingFieldsCheckRoute,
  professionDetailsRoute,
  professionalCardsRoute,
  professionsRoute,
  publicKeyRoute,
  recoveryRoute,
  registrationRoute,
  saveConditionsRoute,
  trialActivationRoute,
  trialRegistrationRoute,
  specializationFamiliesRoute,
  updateContactRoute,
  userRoute,
  walletsRoute,
  type AnswerOf,
  type ConditionsBody,
  type CrmLeadPayload,
  type Consistency,
  type ProfessionalCard,
  type ProfessionalCardsQuery,
  type RegistrationBody,
  type UpdateContactPayload,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders } from '@club/subgraph-kit';
import { ecmBalanceOf } from './ecm-balance';

/** The member's profession and health-profession detail, as GET /CRM/Utente/Consistenza has them. */
export type MemberProfession = { profession: Consistency['datiContatto']['professione']; detail: Consistency['datiContatto']['professioneDettaglio'] };

/**
 * The one client of the upstream auth and CRM families (upstream/README.md 'Auth', 'CRM'), shared by
 * the subgraphs that need CRM data (crm, fad, cms). Every call is its route's contract
 * (`@club/contracts`): a payload that does not match fails that field with `BAD_PAYLOAD`, never a crash
 * or a silently wrong value; what may be shared between requests is declared there (the login key and
 * the profession lists for everyone, directory cards among visitors; signing in and out and accepting
 * conditions change nothing shared, a contact-data update drops it). Reads are made once per GraphQL
 * request (this instance lives for one): several fields may need the same answer, and the REST base
 * class only merges calls in flight at the same moment.
 */
export class CrmClient extends ClubDataSource {
  protected readonly family = 'crm';

  publicKey(): Promise<AnswerOf<typeof publicKeyRoute>> {
    return this.callOnce(publicKeyRoute);
  }

  login(username: string, encryptedPassword: string): Promise<AnswerOf<typeof loginRoute>> {
    return this.call(loginRoute, { body: { username, password: encryptedPassword } });
  }

  async logout(): Promise<void> {
    await this.call(logoutRoute);
  }

  requestPasswordRecovery(username: string): Promise<AnswerOf<typeof recoveryRoute>> {
    return this.call(recoveryRoute, { body: { username } });
  }

  /** Registers a new member (REGISTRATO), or straight into the 7-day trial; the answer signs them in. */
  register(body: RegistrationBody, withTrial: boolean): Promise<AnswerOf<typeof registrationRoute>> {
    return this.call(withTrial ? trialRegistrationRoute : registrationRoute, { body });
  }

  /** Activates the 7-day trial for the signed-in registered member; the member's earlier reads are stale afterwards. */
  async activateTrial(idempotencyKey?: string): Promise<AnswerOf<typeof trialActivationRoute>> {
    try {
      return await this.call(trialActivationRoute, { headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.memo.clear();
    }
  }

  /** The member's user info (GET /CRM/Utente). */
  user(): Promise<AnswerOf<typeof userRoute>> {
    return this.callOnce(userRoute);
  }

  wallets(): Promise<AnswerOf<typeof walletsRoute>> {
    return this.callOnce(walletsRoute);
  }

  /** Saldo of the active ecm wallet, or null without one; one wallet read per request, whoever asks. */
  async ecmBalance(): Promise<number | null> {
    return ecmBalanceOf(await this.wallets());
  }

  consistency(): Promise<AnswerOf<typeof consistencyRoute>> {
    return this.callOnce(consistencyRoute);
  }

  /** The member's profession and detail (from the consistency read, shared with the other fields that need it). */
  async profession(): Promise<MemberProfession> {
    const { datiContatto } = await this.consistency();
    return { profession: datiContatto.professione, detail: datiContatto.professioneDettaglio };
  }

  /** Needs a session or the login consent token. */
  acceptanceConditions(): Promise<AnswerOf<typeof acceptanceConditionsRoute>> {
    return this.callOnce(acceptanceConditionsRoute);
  }

  conditionsOfUse(): Promise<AnswerOf<typeof conditionsOfUseRoute>> {
    return this.callOnce(conditionsOfUseRoute);
  }

  /** The writes take the upstream Idempotency-Key of the mutation (upstreamWriteKey), when the client sent one. */
  async saveConditions(body: ConditionsBody, idempotencyKey?: string): Promise<void> {
    await this.call(saveConditionsRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
  }

  /** Spec 2 §3 missing-fields check (GET /contact/jump2wl/check): which profile data are on file. */
  missingFields(): Promise<AnswerOf<typeof missingFieldsCheckRoute>> {
    return this.callOnce(missingFieldsCheckRoute);
  }

  /** Saves contact data; the member's reads made before it are stale afterwards, so they are dropped. */
  async updateContact(body: UpdateContactPayload, idempotencyKey?: string): Promise<void> {
    try {
      await this.call(updateContactRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.memo.clear();
    }
  }

  professions(): Promise<AnswerOf<typeof professionsRoute>> {
    return this.callOnce(professionsRoute);
  }

  specializationFamilies(): Promise<AnswerOf<typeof specializationFamiliesRoute>> {
    return this.callOnce(specializationFamiliesRoute);
  }

  professionDetails(professionId: string): Promise<AnswerOf<typeof professionDetailsRoute>> {
    return this.callOnce(professionDetailsRoute, { params: { id: professionId } });
  }

  /** Newest public cards of the professionals' directory. */
  async latestProfessionalCards(take: number): Promise<ProfessionalCard[]> {
    return (await this.callOnce(professionalCardsRoute, { query: { take, page: 1 } })).professionalCards;
  }

  /** One filtered page of the professionals' directory; professionType is the category code (857920003 / 857920006). */
  professionalCards(query: ProfessionalCardsQuery): Promise<AnswerOf<typeof professionalCardsRoute>> {
    // An empty filter is no filter: left out of the query.
    const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as ProfessionalCardsQuery;
    return this.callOnce(professionalCardsRoute, { query: sent });
  }

  /** Spec 3 §7 GET /Forms/FitnessCenter: the fitness network's branches (the same for everyone). */
  fitnessCenters(): Promise<AnswerOf<typeof fitnessCentersRoute>> {
    return this.callOnce(fitnessCentersRoute);
  }

  /** Spec 3 §7 POST /Forms/CreaClubLead: stores a lead; the key makes a retried submission store one lead. */
  createLead(body: CrmLeadPayload, idempotencyKey?: string): Promise<AnswerOf<typeof createLeadRoute>> {
    return this.call(createLeadRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
  }
}
