import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/**
 * Sends each operation as its persisted document's hash instead of its text. Codegen writes every
 * document of the web client into `web/src/gql/persisted-documents.json` and stamps the document
 * with its hash (`__meta__.hash`, "sha256:<hex>"); the gateway resolves the hash back into the text
 * and, in production, accepts nothing else from a browser (gateway/src/graphql/persisted-documents.ts).
 * A document without a hash (none is built that way) goes out as text.
 */
export const persistedDocumentLink = new ApolloLink((operation, forward) => {
  const hash = persistedHashOf(operation.query);
  if (hash) {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: hash.replace(/^sha256:/, '') };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
});

export function persistedHashOf(document: DocumentNode): string | undefined {
  const meta = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}
