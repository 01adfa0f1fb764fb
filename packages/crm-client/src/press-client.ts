import {
  pressArticlesRoute,
  pressCategoriesRoute,
  pressNewsletterRoute,
  pressNewsletterUpdateRoute,
  type AnswerOf,
  type PressNewsletterUpdateBody,
  type PressSearchBody,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, parseUpstream } from '@club/subgraph-kit';

/**
 * World Scientific Press calls of the CRM family (spec 3 §7: /PubMed/*). Every one is the member's
 * own (the upstream checks the pubmed wallet), so none is shared between requests.
 */
export class PressClient extends ClubDataSource {
  protected readonly family = 'crm';

  /** POST /PubMed/Articoli: the articles of a category between two dates, the keyword in title or description. */
  async searchArticles(body: PressSearchBody): Promise<AnswerOf<typeof pressArticlesRoute>> {
    return parseUpstream(pressArticlesRoute.response, await this.post<unknown>('PubMed/Articoli', { body }), 'PubMed/Articoli');
  }

  /** POST /PubMed/Articoli/Categorie with the flags the portal sends (public categories, no download or processing). */
  categories(): Promise<AnswerOf<typeof pressCategoriesRoute>> {
    return this.memo.once('PubMed/Articoli/Categorie', async () =>
      parseUpstream(pressCategoriesRoute.response, await this.post<unknown>('PubMed/Articoli/Categorie', { body: { download: false, process: false, public: true } }), 'PubMed/Articoli/Categorie'),
    );
  }

  /** GET /PubMed/Utente/RassegneStampa: the member's newsletter families. */
  newsletter(): Promise<AnswerOf<typeof pressNewsletterRoute>> {
    return this.memo.once('PubMed/Utente/RassegneStampa', async () =>
      parseUpstream(pressNewsletterRoute.response, await this.get<unknown>('PubMed/Utente/RassegneStampa'), 'PubMed/Utente/RassegneStampa'),
    );
  }

  /** POST /PubMed/Utente/RassegneStampa/update; the newsletter read before it is stale afterwards. */
  async updateNewsletter(body: PressNewsletterUpdateBody, idempotencyKey?: string): Promise<void> {
    try {
      const answer = await this.post<unknown>('PubMed/Utente/RassegneStampa/update', { body, headers: idempotencyHeaders(idempotencyKey) });
      parseUpstream(pressNewsletterUpdateRoute.response, answer, 'PubMed/Utente/RassegneStampa/update');
    } finally {
      this.memo.clear();
    }
  }
}
