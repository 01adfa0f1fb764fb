/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PartnerCoursePage($page: Int!, $text: String) {\n    courseCatalogue(input: { page: $page, text: $text }) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        credits\n        series {\n          name\n        }\n      }\n    }\n  }\n": typeof types.PartnerCoursePageDocument,
    "\n  query PartnerContentPage($offset: Int!, $rows: Int!, $text: String) {\n    contents(input: { offset: $offset, rows: $rows, text: $text }) {\n      total\n      hasNext\n      items {\n        id\n        title\n        contentType\n        publicationDate\n      }\n    }\n  }\n": typeof types.PartnerContentPageDocument,
};
const documents: Documents = {
    "\n  query PartnerCoursePage($page: Int!, $text: String) {\n    courseCatalogue(input: { page: $page, text: $text }) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        credits\n        series {\n          name\n        }\n      }\n    }\n  }\n": types.PartnerCoursePageDocument,
    "\n  query PartnerContentPage($offset: Int!, $rows: Int!, $text: String) {\n    contents(input: { offset: $offset, rows: $rows, text: $text }) {\n      total\n      hasNext\n      items {\n        id\n        title\n        contentType\n        publicationDate\n      }\n    }\n  }\n": types.PartnerContentPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerCoursePage($page: Int!, $text: String) {\n    courseCatalogue(input: { page: $page, text: $text }) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        credits\n        series {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerCoursePage($page: Int!, $text: String) {\n    courseCatalogue(input: { page: $page, text: $text }) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        credits\n        series {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerContentPage($offset: Int!, $rows: Int!, $text: String) {\n    contents(input: { offset: $offset, rows: $rows, text: $text }) {\n      total\n      hasNext\n      items {\n        id\n        title\n        contentType\n        publicationDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerContentPage($offset: Int!, $rows: Int!, $text: String) {\n    contents(input: { offset: $offset, rows: $rows, text: $text }) {\n      total\n      hasNext\n      items {\n        id\n        title\n        contentType\n        publicationDate\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;