import { notFound, nullOn404 } from '@club/subgraph-kit';
import { componentQueries } from '../components';
import { decisionFor, refusal } from '../content-actions';
import { contentTypeLabel, contentTypeOf } from '../content-fields';
import type { QueryResolvers } from '../generated/resolvers-types';
import { magazinePosts } from '../magazines';
import { newsExcludedFor, withNewsRule } from '../news-rule';
import { occupationOf } from '../occupation';
import { categoryCards, categoryPage, favouritesPage, newsListing } from '../queries-listing';
import { searchPage, searchSuggestions } from '../search';
import { contentQueryBody, groupingLimitOf, isPersonalised } from '../search-input';
import { suggestedContents } from '../suggestions';
import { favouriteCategoryQueries, savesFavouriteCategories } from './favourite-categories';
import { layoutQueryFields } from './layout';
import { partnerQueryFields } from './partners';

/** The slug of a portal path ('/risorse/abc-1' → 'abc-1'); a bare slug stays as it is. */
const slugOfPath = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';

export const Query: QueryResolvers = {
  // Layout: the upstream answers every item with its rule; policy decides what this viewer sees.
  ...layoutQueryFields,

  // Page components: FAQ items (filtered by policy) and video tutorials.
  ...componentQueries,

  ...favouriteCategoryQueries,

  async contents(_parent, { input }, context) {
    const occupation = isPersonalised(input) ? await occupationOf(context.viewer, context) : undefined;
    const answer = await context.dataSources.cms.searchUngrouped(withNewsRule(context.viewer, contentQueryBody(input, { occupation })));
    return { items: answer.docs, total: answer.matches, fallback: answer.fallback, hasNext: null };
  },

  async contentGroups(_parent, { input, groupingLimit }, context) {
    const occupation = isPersonalised(input) ? await occupationOf(context.viewer, context) : undefined;
    const answer = await context.dataSources.cms.searchGrouped(withNewsRule(context.viewer, contentQueryBody(input, { groupingLimit: groupingLimitOf(input, groupingLimit), occupation })));
    return answer.groups.map((group) => ({
      contentType: contentTypeOf(group.groupValue),
      contentTypeLabel: group.groupValue,
      items: group.docs,
      total: group.matches,
      fallback: answer.fallback,
    }));
  },

  content: (_parent, { id }, { dataSources }) => dataSources.cms.contentById(id),

  contentCategories: (_parent, _args, { dataSources }) => dataSources.cms.categories(),

  contentTopics: (_parent, _args, { dataSources }) => dataSources.cms.topics(),

  async latestContents(_parent, { contentType, first, after, isPremium }, { dataSources, viewer }) {
    // Spec 2 §6 news-wallet rule: News left out, and a list of News alone is empty without an upstream call.
    const excluded = newsExcludedFor(viewer);
    const type = contentType ? contentTypeLabel(contentType) : undefined;
    if (type && type === excluded) return { items: [], endCursor: null, hasNext: false };
    const { search } = await dataSources.cms.latestContents({
      contentType: type,
      excludeContentType: type ? undefined : excluded,
      first: Math.min(Math.max(first ?? 4, 1), 100),
      after: after ?? undefined,
      isPremium: isPremium ?? undefined,
    });
    return { items: search.results, endCursor: search.pageInfo.endCursor, hasNext: search.pageInfo.hasNext };
  },

  libraryItem: (_parent, { id }, { dataSources }) => nullOn404(dataSources.cms.libraryItem(id)),

  contentBySlug(_parent, { path }, { dataSources }) {
    const slug = slugOfPath(path);
    return slug ? nullOn404(dataSources.cms.contentBySlug(slug)) : null;
  },

  mostRead: (_parent, { limit }, { dataSources, viewer }) => dataSources.cms.mostRead(Math.min(Math.max(limit ?? 5, 1), 50), newsExcludedFor(viewer)),

  newsCategories: (_parent, _args, { dataSources }) => dataSources.cms.categories(),

  categoryCards: (_parent, { categories, perCategory }, context) => categoryCards(categories, perCategory ?? 3, context),

  categoryPage: (_parent, args, context) => categoryPage(args, context),

  suggestedContents: (_parent, args, context) => suggestedContents(args, context),

  newsListing: (_parent, args, context) => newsListing(args, context),

  favourites: (_parent, { kind, page }, context) => favouritesPage(kind, page, context),

  favouriteCategories(_parent, _args, { viewer, dataSources }) {
    // Visitors keep their preferences in the session (spec 2 §6): nothing on the server, as for saving.
    if (!savesFavouriteCategories(viewer)) return null;
    return dataSources.cms.favouriteCategories();
  },

  searchSuggestions: (_parent, { text }, context) => searchSuggestions(text, context),

  searchPage: (_parent, args, context) => searchPage(args, context),

  magazines: (_parent, _args, { dataSources }) => dataSources.cms.magazines(),

  magazinePosts: (_parent, { magazine }, context) => magazinePosts(magazine, context),

  ...partnerQueryFields,

  // Spec 1 §6: downloading a module needs premium-level access and the module's wallet, enforced here.
  async moduleDownload(_parent, { contentId }, context) {
    const item = await context.dataSources.cms.contentById(contentId);
    if (!item || item.contentType !== 'Modulo') throw notFound(`Modulo ${contentId} non trovato.`);
    const decision = decisionFor(context.viewer, item, 'DOWNLOAD');
    if (!decision.allowed) throw refusal(decision);
    const file = await context.dataSources.cms.moduleFile(contentId);
    return { fileName: file.fileName, contentType: file.contentType, base64: file.bytes.toString('base64') };
  },
};
