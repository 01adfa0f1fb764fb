import {
  pressArticlesRoute,
  pressCategoriesRoute,
  pressNewsletterRoute,
  pressNewsletterUpdateRoute,
  type AnswerOf,
  type PressNewsletterUpdateBody,
  type PressSearchBody,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders } from '@club/subgraph-kit';

/**
 * World Scientific Press calls of the CRM family (spec 3 §7: /PubMed/*). Every one is the member's
 * own (the upstream checks the pubmed wallet), so none is shared between requests.
 */
export class PressClient extends ClubDataSource {
  protected readonly family = 'crm';

  /** POST /PubMed/Articoli: the articles of a category between two dates, the keyword in title or description. */
  searchArticles(body: PressSearchBody): Promise<AnswerOf<typeof pressArticlesRoute>> {
    return this.call(pressArticlesRoute, { body });
  }

  /** POST /PubMed/Articoli/Categorie with the flags the portal sends (public categories, no download or processing). */
  categories(): Promise<AnswerOf<typeof pressCategoriesRoute>> {
    return this.callOnce(pressCategoriesRoute, { body: { download: false, process: false, public: true } });
  }

  /** GET /PubMed/Utente/RassegneStampa: the member's newsletter families. */
  newsletter(): Promise<AnswerOf<typeof pressNewsletterRoute>> {
    return this.callOnce(pressNewsletterRoute);
  }

  /** POST /PubMed/Utente/RassegneStampa/update; the newsletter read before it is stale afterwards. */
  async updateNewsletter(body: PressNewsletterUpdateBody, idempotencyKey?: string): Promise<void> {
    try {
      await this.call(pressNewsletterUpdateRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
    } finally {
      this.memo.clear();
    }
  }
}
