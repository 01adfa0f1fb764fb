import { readFileSync } from 'node:fs';
import type express from 'express';
import { API_KEY_HEADER } from '../callers/api-keys';

/**
 * Persisted (trusted) documents: the web client sends the id of a document that codegen wrote into
 * its manifest at build time (`web/src/gql/persisted-documents.json`, `"sha256:<hex>" → document`)
 * instead of the document's text. The gateway swaps the id for the stored text before Apollo Server
 * sees the request, so Apollo's parse/validate cache and the gateway's query-plan cache see the same
 * few strings every time.
 *
 * Two ways to send an id: `documentId` (the GraphQL-over-HTTP trusted documents convention, what the
 * web client sends) or Apollo's `extensions.persistedQuery.sha256Hash` (hex, no prefix).
 *
 * In `persisted` mode (production's default) a request without an API key — a browser, or anything
 * posing as one — may only run persisted documents: an ad-hoc `query` is refused with
 * PERSISTED_DOCUMENT_REQUIRED. Partner and ops keys may still send any document (the key itself is
 * checked afterwards, in the context). In `any` mode (development and the unit tests) ad-hoc
 * documents are accepted from everyone, for local work.
 */
export type BrowserDocuments = 'persisted' | 'any';

export class PersistedDocuments {
  private constructor(private readonly byId: ReadonlyMap<string, string>) {}

  /** Loads and merges manifests (`{ "sha256:…": "document" }`); a later manifest may add, never redefine, an id. */
  static fromFiles(paths: readonly string[]): PersistedDocuments {
    const byId = new Map<string, string>();
    for (const path of paths) {
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      for (const [id, document] of Object.entries(manifest)) {
        if (typeof document !== 'string') throw new Error(`persisted documents: ${path}: ${id} is not a document string`);
        const known = byId.get(id);
        if (known !== undefined && known !== document) throw new Error(`persisted documents: ${path}: ${id} is defined twice with different text`);
        byId.set(id, document);
      }
    }
    return new PersistedDocuments(byId);
  }

  get size(): number {
    return this.byId.size;
  }

  document(id: string): string | undefined {
    return this.byId.get(id);
  }

  /** Every document's text. */
  documents(): Iterable<string> {
    return this.byId.values();
  }
}

interface RequestBody {
  query?: unknown;
  documentId?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
}

/** The persisted document id a request names, normalised to the manifest's `sha256:<hex>` form. */
export function documentIdOf(body: RequestBody | undefined): string | null {
  if (!body) return null;
  if (typeof body.documentId === 'string') return body.documentId.includes(':') ? body.documentId : `sha256:${body.documentId}`;
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' ? `sha256:${hash}` : null;
}

/**
 * Express middleware for `/graphql`, after the JSON body parser and before Apollo Server: resolves a
 * persisted document id into its text, refuses unknown ids, and in `persisted` mode refuses ad-hoc
 * documents from callers without an API key.
 */
export function persistedDocumentsMiddleware(documents: PersistedDocuments, mode: BrowserDocuments): express.RequestHandler {
  return (req, res, next) => {
    const withKey = typeof req.headers[API_KEY_HEADER] === 'string';
    if (req.method === 'POST') {
      const body = req.body as RequestBody | undefined;
      const id = documentIdOf(body);
      if (id && body) {
        const document = documents.document(id);
        if (document === undefined) {
          refuse(res, 'PERSISTED_DOCUMENT_NOT_FOUND', `Documento persistito sconosciuto ${shownId(id)}: il gateway accetta solo i documenti del client web che serve. Ricarica la pagina per avere il client aggiornato.`);
          return;
        }
        body.query = document;
        delete body.documentId;
        if (body.extensions?.persistedQuery) delete body.extensions.persistedQuery;
        next();
        return;
      }
    }
    if (mode === 'persisted' && !withKey && carriesAdHocDocument(req)) {
      refuse(
        res,
        'PERSISTED_DOCUMENT_REQUIRED',
        'Senza chiave API non si accettano documenti GraphQL liberi: i browser eseguono i documenti persistiti del client web ("documentId"); partner e operatori inviano i loro documenti con l\'intestazione x-api-key.',
      );
      return;
    }
    next();
  };
}

/** An id as an error names it: a well-formed one in full, anything else never echoed back (it may be any length). */
function shownId(id: string): string {
  return /^sha256:[0-9a-f]{64}$/i.test(id) ? `"${id}"` : '(non è un id sha256)';
}

function carriesAdHocDocument(req: express.Request): boolean {
  if (req.method === 'POST') return typeof (req.body as RequestBody | undefined)?.query === 'string';
  const search = req.originalUrl.split('?')[1] ?? '';
  return new URLSearchParams(search).has('query');
}

function refuse(res: express.Response, code: string, message: string): void {
  res.status(400).json({ errors: [{ message, extensions: { code } }] });
}
