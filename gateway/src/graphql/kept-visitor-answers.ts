import type { Request, RequestHandler } from 'express';
import { visitorAnswerKey, type VisitorResponses } from './plugins/visitor-responses';

export interface KeptVisitorAnswersOptions {
  answers: VisitorResponses;
  /** A caller with neither an API key nor a session: what the visitor answers are for. */
  isVisitor: (req: Request) => boolean;
  /** Told of each answer sent from here (metrics, the operations view, the log). */
  onServed: (req: Request, served: { operationName: string | null; durationMs: number; query: string }) => void;
}

/**
 * The HTTP fast path of the visitors' kept answers (plugins/visitor-responses.ts): a visitor's POST
 * whose document, operation and variables have a fresh kept answer gets its JSON, made once, without
 * going through Apollo's request pipeline and its plugins — the cost of a repeated visitor request
 * is then that of the HTTP exchange. Everything else (members, keys, a missing or expired answer,
 * GET) goes on to Apollo, which executes it or waits for the execution in flight. A large answer
 * goes out in the compressed form made once for it (answer-encoding.ts).
 * Mounted after express.json and the persisted documents: `body.query` is the document's text, and a
 * body was parsed only for `Content-Type: application/json`, a request browsers preflight (CSRF).
 */
export function keptVisitorAnswers(options: KeptVisitorAnswersOptions): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (req.method !== 'POST' || typeof body?.query !== 'string' || !options.isVisitor(req)) return next();
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : null;
    const answer = options.answers.keptBody(visitorAnswerKey(body.query, operationName, variables));
    if (answer === undefined) return next();
    // Apollo's choice: the GraphQL media type for clients that prefer it, else JSON.
    const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
    // no-store as Apollo's answers say (plugins/session.ts): only the gateway keeps answers.
    res.status(200).type(`${type}; charset=utf-8`).set('Cache-Control', 'no-store');
    const encoding = answer.encodingFor(req);
    // Compressed once for all the visitors (the compression middleware leaves an encoded body alone).
    if (encoding) res.set('Content-Encoding', encoding).vary('Accept-Encoding').send(answer.bytes(encoding));
    else res.send(answer.json);
    options.onServed(req, { operationName, durationMs: performance.now() - started, query: body.query });
  };
}
