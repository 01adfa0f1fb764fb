import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { DocumentNode } from 'graphql';
import { manifestOf, persistedDocumentId, persistedRequest } from '../../scripts/web-documents';

/**
 * The browser tests' stack runs as production does: a caller without an API key may send only
 * persisted documents (gateway/src/graphql/persisted-documents.ts). The journeys pick seeded items and
 * check server-side refusals through the API, so they send persisted documents too:
 * - `postWebDocument`: one of the web client's own typed documents, with any variables
 *   (what a tampering browser could send: the server must still refuse what the page hides);
 * - `postDocument`: one of the suite's own documents below, which global-setup.ts gives the
 *   gateway as a second manifest (`e2eManifest`), as a deployment adds a trusted tool's documents.
 */
export const E2E_DOCUMENTS = {
  contents: `query E2EContents($types: [ContentType!]!, $rows: Int!) { contents(input: { contentTypes: $types, rows: $rows }) { items { id link title isPremium flags { legalTool scientificTool legalModule } } } }`,
  articlesWithCourse: `query E2EArticlesWithCourse { contents(input: { contentTypes: [Articolo], rows: 300 }) { items { link courseId headings isPremium } } }`,
  articleBlocks: `query E2EArticleBlocks { contents(input: { contentTypes: [Articolo], rows: 60 }) { items { link relatedComponents hasContinueReading hasTopics topics { title } } } }`,
  newsOfCategory: `query E2ENewsOfCategory { categoryPage(category: "Professione", contentTypes: [News]) { items { link contentType } } }`,
  videos: `query E2EVideos { contents(input: { contentTypes: [Video], rows: 50 }) { items { link title isPremium embeddedContent } } }`,
  premiumArticles: `query E2EPremiumArticles { contents(input: { contentTypes: [Articolo], rows: 100 }) { items { link isPremium paywalled body } } }`,
  userActions: `query E2EUserActions($types: [ContentType!]!) { contents(input: { contentTypes: $types, rows: 100 }) { items { link isPremium userActions } } }`,
  ebookArticles: `query E2EEbookArticles { contents(input: { contentTypes: [EBook], rows: 50 }) { items { link courseId userActions } } }`,
  firstEbook: `query E2EFirstEbook { ebooks(rows: 1) { items { path title courseId fileUrl } } }`,
  ebooksWithFiles: `query E2EEbooksWithFiles { ebooks(rows: 4) { items { path title courseId fileUrl course { ebookParts { label } } } } }`,
  bestOffers: `query E2EBestOffers { shopsBestOffers { id shopId title isDirect } }`,
  currentPlan: `query E2ECurrentPlan { viewer { subscriptionType user { id currentPlan { name } } } }`,
  catalogueAccessUrl: `query E2ECatalogueAccessUrl { catalogueAccessUrl }`,
  catalogue: `query E2ECatalogue($page: Int!) { courseCatalogue(input: { page: $page }) { totalPages items { id slug title credits viewerStatus { status } accessDecision { outcome } } } }`,
  suggestedFor: `query E2ESuggestedFor($category: String!) { suggestedContents(category: $category, limit: 12) { id occupations } }`,
} as const;

export type E2EDocument = (typeof E2E_DOCUMENTS)[keyof typeof E2E_DOCUMENTS];

/** The suite's manifest, in the web client's format ("sha256:<hex>" → document). */
export function e2eManifest(): Record<string, string> {
  return manifestOf(Object.values(E2E_DOCUMENTS));
}

/** Sends one of the suite's documents, with the cookies of `request` (a page's, or none). */
export function postDocument(request: APIRequestContext, document: E2EDocument, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.post('/graphql', { data: { documentId: persistedDocumentId(document), variables }, headers: { 'content-type': 'application/json', ...headers } });
}

/** Sends one of the web client's typed documents as Apollo Client does (its hash only), with any variables. */
export function postWebDocument(request: APIRequestContext, document: DocumentNode, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.post('/graphql', { data: persistedRequest(document, variables), headers: { 'content-type': 'application/json', ...headers } });
}
