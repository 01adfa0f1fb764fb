import { canUsePress, isSignedInMember, pressHeader } from '@club/policy';
import { badInput, forbidden, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { pressNewsletterSchema, pressSearchSchema, pressToday } from '@club/validation';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../generated/resolvers-types';
import type { Context } from '../context';
import { withMessage } from '../upstream-errors';

/**
 * World Scientific Press (/servizi/pubmed, spec 3 §4-§7): the search and the newsletter only with
 * the pubmed wallet (packages/policy `canUsePress`), every input re-validated with the web form's
 * rules (packages/validation) before the upstream is called.
 */

/** Messages of the press fields; the spec gives none for these (our wording, docs/spec-coverage.md). */
export const PRESS_SERVER_MESSAGES = {
  loginRequired: 'Accedi per usare World Scientific Press.',
  walletRequired: 'Il servizio World Scientific Press non è incluso nel tuo abbonamento.',
  categoriesFailed: 'Errore nel servizio /PubMed/Articoli/Categorie',
  searchFailed: 'Errore nel servizio /PubMed/Articoli',
  newsletterFailed: 'Errore nel servizio /PubMed/Utente/RassegneStampa',
  saveFailed: 'Non è stato possibile salvare le preferenze della newsletter, riprova più tardi.',
} as const;

/** The viewer as a member holding the pubmed wallet, or UNAUTHENTICATED / FORBIDDEN (WALLET_REQUIRED). */
function requirePress({ viewer }: Context): void {
  requireViewer(viewer, isSignedInMember, PRESS_SERVER_MESSAGES.loginRequired);
  if (!canUsePress(viewer)) throw forbidden(PRESS_SERVER_MESSAGES.walletRequired, 'WALLET_REQUIRED');
}

const named = (families: { id: string; nome: string }[]) => families.map((f) => ({ id: f.id, nome: f.nome }));

export const pressQuery: Pick<QueryResolvers, 'pressCategories' | 'pressSearch'> = {
  pressCategories: (_root, _args, context) => {
    requirePress(context);
    return withMessage(() => context.dataSources.press.categories(), PRESS_SERVER_MESSAGES.categoriesFailed);
  },

  pressSearch: async (_root, { input }, context) => {
    requirePress(context);
    const parsed = pressSearchSchema(pressToday()).safeParse({
      fromDate: input.fromDate,
      toDate: input.toDate,
      categoryId: input.categoryId,
      keyword: input.keyword ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badInput(issue.message, String(issue.path[0] ?? 'input'));
    }
    const { fromDate, toDate, categoryId, keyword } = parsed.data;
    return withMessage(
      () => context.dataSources.press.searchArticles({ dataDa: fromDate, dataA: toDate, categoria: categoryId, ...(keyword ? { descrizione: keyword } : {}) }),
      PRESS_SERVER_MESSAGES.searchFailed,
    );
  },
};

export const pressViewer: Pick<ViewerResolvers, 'press' | 'pressNewsletter'> = {
  press: (v) => ({ header: pressHeader(v.claims), canSearch: canUsePress(v.claims) }),
  pressNewsletter: async (_v, _args, context) => {
    requirePress(context);
    return named(await withMessage(() => context.dataSources.press.newsletter(), PRESS_SERVER_MESSAGES.newsletterFailed));
  },
};

export const pressMutation: Pick<MutationResolvers, 'savePressNewsletter'> = {
  async savePressNewsletter(_root, { familyIds }, context, info) {
    requirePress(context);
    const parsed = pressNewsletterSchema.safeParse(familyIds);
    if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'familyIds');
    const chosen = parsed.data;
    const api = context.dataSources.press;
    const current = (await withMessage(() => api.newsletter(), PRESS_SERVER_MESSAGES.saveFailed)).map((f) => f.id);
    const body = {
      subscribeFamigliaSpecializzazioneIdList: chosen.filter((id) => !current.includes(id)),
      unsubscribeFamigliaSpecializzazioneIdList: current.filter((id) => !chosen.includes(id)),
    };
    // The service's own 400 (an unknown family) passes with its message.
    await withMessage(() => api.updateNewsletter(body, upstreamWriteKey(context.viewer, info)), PRESS_SERVER_MESSAGES.saveFailed, ['BAD_USER_INPUT']);
    const families = await api.newsletter().catch(() => chosen.map((id) => ({ id, nome: id })));
    return { ok: true, families: named(families) };
  },
};
