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
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders } from '@club/subgraph-kit';

/**
 * The member's profile-area calls (spec 3 §7): leave request, invoices, subscription history, ordered
 * products. Every call is made with the viewer's own token: the upstream decides whose data it is, no
 * member id is ever passed (the ordered products' path names the client code, which the upstream
 * checks against the token).
 */
export class ProfileClient extends ClubDataSource {
  protected readonly family = 'crm';

  leaveClub(reason: string | undefined, idempotencyKey?: string): Promise<AnswerOf<typeof leaveClubRoute>> {
    return this.call(leaveClubRoute, { body: reason ? { motivo: reason } : {}, headers: idempotencyHeaders(idempotencyKey) });
  }

  invoices(): Promise<AnswerOf<typeof invoicesRoute>> {
    return this.callOnce(invoicesRoute);
  }

  subscriptionHistory(): Promise<AnswerOf<typeof subscriptionHistoryRoute>> {
    return this.callOnce(subscriptionHistoryRoute);
  }

  orderProducts(clientCode: string): Promise<AnswerOf<typeof orderProductsRoute>> {
    return this.callOnce(orderProductsRoute, { params: { clientCode } });
  }

  paymentMethods(): Promise<AnswerOf<typeof paymentMethodsRoute>> {
    return this.callOnce(paymentMethodsRoute);
  }

  changePaymentMethods(idempotencyKey?: string): Promise<AnswerOf<typeof changePaymentMethodsRoute>> {
    return this.call(changePaymentMethodsRoute, { headers: idempotencyHeaders(idempotencyKey) });
  }

  personalData(): Promise<AnswerOf<typeof personalContactRoute>> {
    return this.callOnce(personalContactRoute);
  }

  /** The member's reads made before a write are stale after it: dropped. */
  async completeContact(body: CompleteContactBody, idempotencyKey?: string): Promise<AnswerOf<typeof completeContactRoute>> {
    try {
      return await this.call(completeContactRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.memo.clear();
    }
  }

  async updateAccount(body: AccountUpdateBody, idempotencyKey?: string): Promise<AnswerOf<typeof accountUpdateRoute>> {
    try {
      return await this.call(accountUpdateRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.memo.clear();
    }
  }

  privacyNotice(): Promise<AnswerOf<typeof privacyTextRoute>> {
    return this.callOnce(privacyTextRoute);
  }

  legalCases(): Promise<AnswerOf<typeof legalCasesRoute>> {
    return this.callOnce(legalCasesRoute);
  }

  legalHearings(caseName: string): Promise<AnswerOf<typeof legalHearingsRoute>> {
    return this.callOnce(legalHearingsRoute, { params: { nome: caseName } });
  }

  /** The member's own card draft (GET /professionallist/professionalcards/me); null on 204 (no card yet). */
  professionalCardMe(): Promise<AnswerOf<typeof professionalCardMeRoute> | null> {
    return this.memo.once(`GET ${professionalCardMeRoute.path}`, () => this.callOrNone(professionalCardMeRoute));
  }

  /** Applies a patch to the member's own card; 409 (CONFLICT) when patchFrom is not the current version. */
  patchProfessionalCard(body: ProfessionalCardPatchBody, idempotencyKey?: string): Promise<AnswerOf<typeof professionalCardPatchRoute>> {
    return this.call(professionalCardPatchRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
  }
}
