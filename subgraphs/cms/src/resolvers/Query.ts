import { GraphQLError } from 'graphql';
import { notFound } from '@club/subgraph-kit';
import { decisionFor, refusal } from '../content-actions';
import { contentTypeLabel, contentTypeOf, toContent } from '../content-mapping';
import type { QueryResolvers } from '../generated/resolvers-types';
import { magazinePosts, toMagazine } from '../magazines';
import { occupationOf } from '../occupation';
import { categoryCards, categoryPage, favouritesPage, newsListing } from '../queries-listing';
import { searchPage, searchSuggestions } from '../search';
import { suggestedContents } from '../suggestions';
import { visibleBanners, visibleFooter, visibleNavigation, visibleTopBar } from '../layout-mapping';
import { contentQueryBody } from '../search-input';
import { componentQueries } from '../components';
import { contentPaywalled } from './paywall';
import { favouriteCategoryQueries, savesFavouriteCategories } from './favourite-categories';

/** Spec 2 §9: external news 4 posts. */
const EXTERNAL_NEWS_POSTS = 4;

/** The answer, or null when the upstream says 404 (unknown slug or id: the web shows the not-found page). */
async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof GraphQLError && err.extensions['code'] === 'NOT_FOUND') return null;
    throw err;
  }
}

/** The slug of a portal path ('/risorse/abc-1' → 'abc-1'); a bare slug stays as it is. */
const slugOfPath = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';

export const Query: QueryResolvers = {
  // Layout: the upstream answers every item with its rule; policy decides what this viewer sees.
  async navigation(_parent, _args, { dataSources, viewer }) {
    return visibleNavigation(viewer, await dataSources.cms.navigation());
  },

  async topBar(_parent, _args, { dataSources, viewer }) {
    return visibleTopBar(viewer, await dataSources.cms.topBar());
  },

  async banners(_parent, { placement }, { dataSources, viewer }) {
    return visibleBanners(viewer, await dataSources.cms.banners(placement));
  },

  async footer(_parent, _args, { dataSources, viewer }) {
    return visibleFooter(viewer, await dataSources.cms.footer());
  },

  // Page components: FAQ items (filtered by policy) and video tutorials.
  ...componentQueries,

  ...favouriteCategoryQueries,

  async contents(_parent, { input }, context) {
    const occupation = input?.personalised ? await occupationOf(context.viewer, context) : undefined;
    const answer = await context.dataSources.cms.searchUngrouped(contentQueryBody(input, { occupation }));
    return { items: answer.docs.map(toContent), total: answer.matches, fallback: answer.fallback, hasNext: null };
  },

  async contentGroups(_parent, { input, groupingLimit }, context) {
    const occupation = input.personalised ? await occupationOf(context.viewer, context) : undefined;
    const answer = await context.dataSources.cms.searchGrouped(contentQueryBody(input, { groupingLimit, occupation }));
    return answer.groups.map((group) => ({
      contentType: contentTypeOf(group.groupValue),
      contentTypeLabel: group.groupValue,
      items: group.docs.map(toContent),
      total: group.matches,
      fallback: answer.fallback,
    }));
  },

  async content(_parent, { id }, { dataSources }) {
    const item = await dataSources.cms.contentById(id);
    return item ? toContent(item) : null;
  },

  async contentCategories(_parent, _args, { dataSources }) {
    return dataSources.cms.categories();
  },

  async contentTopics(_parent, _args, { dataSources }) {
    return dataSources.cms.topics();
  },

  async latestContents(_parent, { contentType, first, after, isPremium }, { dataSources }) {
    const answer = await dataSources.cms.latestContents({
      contentType: contentType ? contentTypeLabel(contentType) : undefined,
      first: Math.min(Math.max(first ?? 4, 1), 100),
      after: after ?? undefined,
      isPremium: isPremium ?? undefined,
    });
    return { items: answer.search.results.map(toContent), endCursor: answer.search.pageInfo.endCursor, hasNext: answer.search.pageInfo.hasNext };
  },

  async libraryItem(_parent, { id }, { dataSources, viewer }) {
    const item = await orNullOn404(dataSources.cms.libraryItem(id));
    if (!item) return null;
    // Premium text never leaves the server for those who may not read it (as Content.body).
    const paywalled = contentPaywalled(viewer, { contentTypeLabel: item.contentType, isPremium: item.isPremium });
    return {
      id: item.id,
      title: item.title,
      link: item.link,
      content: paywalled ? null : item.content,
      paywalled,
      imageUrl: item.imgSrc,
      publicationDate: item.publicationDate,
      series: item.collana,
      teachingModel: item.modelloDidattico,
      credits: item.credits,
      contentTypeLabel: item.contentType,
    };
  },

  async contentBySlug(_parent, { path }, { dataSources }) {
    const slug = slugOfPath(path);
    if (!slug) return null;
    const item = await orNullOn404(dataSources.cms.contentBySlug(slug));
    return item ? toContent(item) : null;
  },

  async mostRead(_parent, { limit }, { dataSources }) {
    return (await dataSources.cms.mostRead(Math.min(Math.max(limit ?? 5, 1), 50))).map(toContent);
  },

  async newsCategories(_parent, _args, { dataSources }) {
    return dataSources.cms.categories();
  },

  categoryCards: (_parent, { categories, perCategory }, context) => categoryCards(categories, perCategory ?? 3, context),

  categoryPage: (_parent, args, context) => categoryPage(args, context),

  suggestedContents: (_parent, args, context) => suggestedContents(args, context),

  newsListing: (_parent, args, context) => newsListing(args, context),

  favourites: (_parent, { kind, page }, context) => favouritesPage(kind, page, context),

  async favouriteCategories(_parent, _args, { viewer, dataSources }) {
    // Visitors keep their preferences in the session (spec 2 §6): nothing on the server, as for saving.
    if (!savesFavouriteCategories(viewer)) return null;
    return dataSources.cms.favouriteCategories();
  },

  searchSuggestions: (_parent, { text }, context) => searchSuggestions(text, context),

  searchPage: (_parent, args, context) => searchPage(args, context),

  async magazines(_parent, _args, { dataSources }) {
    return (await dataSources.cms.magazines()).map(toMagazine);
  },

  magazinePosts: (_parent, { magazine }, context) => magazinePosts(magazine, context),

  async externalNews(_parent, _args, { dataSources }) {
    return (await dataSources.cms.externalNews(EXTERNAL_NEWS_POSTS)).map((p) => ({
      title: p.title.rendered,
      excerpt: p.excerpt.rendered,
      link: p.link,
      author: p.yoast_head_json.author ?? null,
      section: p.yoast_head_json.articleSection ?? null,
      classes: p.class_list,
    }));
  },

  async partnerLogos(_parent, _args, { dataSources }) {
    return (await dataSources.cms.partnerLogos()).map((l) => ({ name: l.name, imageUrl: l.image, url: l.url }));
  },

  // Spec 1 §6: downloading a module needs premium-level access and the module's wallet, enforced here.
  async moduleDownload(_parent, { contentId }, context) {
    const item = await context.dataSources.cms.contentById(contentId);
    if (!item || item.contentType !== 'Modulo') throw notFound(`Modulo ${contentId} non trovato.`);
    const decision = decisionFor(context.viewer, toContent(item), 'DOWNLOAD');
    if (!decision.allowed) throw refusal(decision);
    const file = await context.dataSources.cms.moduleFile(contentId);
    return { fileName: file.fileName, contentType: file.contentType, base64: file.bytes.toString('base64') };
  },
};
