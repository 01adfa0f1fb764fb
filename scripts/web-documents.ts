/**
 * Requests as the web client sends them (web/src/app/persisted-documents.ts): the persisted
 * document's hash, which codegen stamps on each typed document (`__meta__.hash`, "sha256:<hex>"), in
 * Apollo's `extensions.persistedQuery`, never the document's text. A production gateway accepts
 * nothing else from a caller without an API key (gateway/src/graphql/persisted-documents.ts).
 */
import { createHash } from 'node:crypto';
import type { DocumentNode } from 'graphql';

export interface PersistedRequest {
  operationName?: string;
  variables: Record<string, unknown>;
  extensions: { persistedQuery: { version: 1; sha256Hash: string } };
}

/** The body of a request for one of the web client's typed documents. */
export function persistedRequest(document: DocumentNode, variables: Record<string, unknown> = {}): PersistedRequest {
  const hash = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('a web client document without __meta__.hash: run `npm run codegen`');
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return { operationName: operation?.name?.value, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace(/^sha256:/, '') } } };
}

/** A document's id in a persisted-documents manifest ("sha256:<hex>" of its exact text), as codegen writes it. */
export function persistedDocumentId(document: string): string {
  return `sha256:${createHash('sha256').update(document).digest('hex')}`;
}

/** A manifest ("sha256:<hex>" → document) in the web client's format, for a trusted tool's own documents. */
export function manifestOf(documents: readonly string[]): Record<string, string> {
  return Object.fromEntries(documents.map((d) => [persistedDocumentId(d), d]));
}
