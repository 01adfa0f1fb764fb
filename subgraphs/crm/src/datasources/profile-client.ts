import {
  legalCasesRoute,
  legalHearingsRoute,
  privacyTextRoute,
  accountUpdateRoute,
  completeContactRoute,
  personalContactRoute,
  type AccountUpdateBody,
  type CompleteContactBody,
  changePaymentMethodsRoute,
  invoicesRoute,
  paymentMethodsRoute,
  leaveClubRoute,
  orderProductsRoute,
  subscriptionHistoryRoute,
  professionalCardMeRoute,
  professionalCardPatchRoute,
  type ProfessionalCardPatchBody,
  type AnswerOf,
  type RouteContract,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, parseUpstream } from '@club/subgraph-kit';

/**
 * The member's profile-area calls (spec 3 §7): leave request, invoices, subscription history, ordered
 * products. Every call is made with the viewer's own token: the upstream decides whose data it is, no
 * member id is ever passed (the ordered products' path names the client code, which the upstream
 * checks against the token).
 */
export class ProfileClient extends ClubDataSource {
  protected readonly family = 'crm';

  private read<R extends RouteContract>(contract: R, path: string): Promise<AnswerOf<R>> {
    return this.memo.once(path, async () => parseUpstream<R['response']>(contract.response, await this.get<unknown>(path), path.split('?')[0]!));
  }

  async leaveClub(reason: string | undefined, idempotencyKey?: string): Promise<AnswerOf<typeof leaveClubRoute>> {
    const answer = await this.post<unknown>('CRM/Utente/RichiestaRecesso', { body: reason ? { motivo: reason } : {}, headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream(leaveClubRoute.response, answer, 'CRM/Utente/RichiestaRecesso');
  }

  invoices(): Promise<AnswerOf<typeof invoicesRoute>> {
    return this.read(invoicesRoute, 'invoice');
  }

  subscriptionHistory(): Promise<AnswerOf<typeof subscriptionHistoryRoute>> {
    return this.read(subscriptionHistoryRoute, 'CRM/Utente/Sottoscrizione/Storico');
  }

  orderProducts(clientCode: string): Promise<AnswerOf<typeof orderProductsRoute>> {
    return this.read(orderProductsRoute, `ordermanagement-internal/orders/user/${encodeURIComponent(clientCode)}/products`);
  }

  paymentMethods(): Promise<AnswerOf<typeof paymentMethodsRoute>> {
    return this.read(paymentMethodsRoute, 'contact/paymentmethods');
  }

  async changePaymentMethods(idempotencyKey?: string): Promise<AnswerOf<typeof changePaymentMethodsRoute>> {
    const answer = await this.post<unknown>('contact/paymentmethods', { headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream(changePaymentMethodsRoute.response, answer, 'contact/paymentmethods');
  }

  personalData(): Promise<AnswerOf<typeof personalContactRoute>> {
    return this.read(personalContactRoute, 'contact');
  }

  /** The member's reads made before a write are stale after it: dropped. */
  async completeContact(body: CompleteContactBody, idempotencyKey?: string): Promise<AnswerOf<typeof completeContactRoute>> {
    try {
      return parseUpstream(completeContactRoute.response, await this.put<unknown>('contact', { body, headers: idempotencyHeaders(idempotencyKey) }), 'contact');
    } finally {
      this.memo.clear();
    }
  }

  async updateAccount(body: AccountUpdateBody, idempotencyKey?: string): Promise<AnswerOf<typeof accountUpdateRoute>> {
    try {
      return parseUpstream(accountUpdateRoute.response, await this.put<unknown>('contact/account', { body, headers: idempotencyHeaders(idempotencyKey) }), 'contact/account');
    } finally {
      this.memo.clear();
    }
  }

  privacyNotice(): Promise<AnswerOf<typeof privacyTextRoute>> {
    return this.read(privacyTextRoute, 'contact/jump2wl/privacy');
  }

  legalCases(): Promise<AnswerOf<typeof legalCasesRoute>> {
    return this.read(legalCasesRoute, 'CRM/CauseLegaliAttive');
  }

  legalHearings(caseName: string): Promise<AnswerOf<typeof legalHearingsRoute>> {
    return this.read(legalHearingsRoute, `CRM/CauseLegaliAttive/${encodeURIComponent(caseName)}/Udienze`);
  }

  /** The member's own card draft (GET /professionallist/professionalcards/me); null on 204 (no card yet). */
  professionalCardMe(): Promise<AnswerOf<typeof professionalCardMeRoute> | null> {
    const path = 'professionallist/professionalcards/me';
    return this.memo.once(path, async () => {
      const body = await this.get<unknown>(path);
      return body === '' || body == null ? null : parseUpstream(professionalCardMeRoute.response, body, path);
    });
  }

  /** Applies a patch to the member's own card; 409 (CONFLICT) when patchFrom is not the current version. */
  async patchProfessionalCard(body: ProfessionalCardPatchBody, idempotencyKey?: string): Promise<AnswerOf<typeof professionalCardPatchRoute>> {
    const path = 'professionallist/professionalcards';
    const answer = await this.patch<unknown>(path, { body, headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream(professionalCardPatchRoute.response, answer, path);
  }
}
