import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { incomingTraceHeaders } from '@club/observability';
import { GRAPHQL_BODY_MAX_BYTES } from '@club/wire/uploads';
import express, { type Express } from 'express';
import type { Callers } from '../callers/callers';
import type { GatewayContext } from '../context';
import { recordKeptAnswer, type OperationRecording } from '../observability/operations-plugin';
import { requestIdOf } from '../observability/request-id';
import { newTrace, type OperationTrace } from '../observability/trace';
import { continueTrace } from '../observability/tracing';
import type { KeylessLimit } from '../limits/keyless-limit';
import { compressLargeAnswers } from './answer-encoding';
import { refuseDeepJson, refuseDeepJsonParameters } from './json-nesting';
import { jsonBodyAfterFastPath } from './kept-answers-fast-path';
import { keptVisitorAnswers } from './kept-visitor-answers';
import { persistedDocumentsMiddleware, type BrowserDocuments, type PersistedDocuments } from './persisted-documents';
import type { VisitorResponses } from './plugins/visitor-responses';

export interface GraphqlRouteDeps {
  server: ApolloServer<GatewayContext>;
  persistedDocuments: PersistedDocuments;
  /** Which documents a caller without an API key may send (BROWSER_DOCUMENTS). */
  browserDocuments: BrowserDocuments;
  visitorAnswers: VisitorResponses;
  callers: Pick<Callers, 'contextOf' | 'isVisitor'>;
  recording: OperationRecording;
  /** Tracing is on: the request's span continues into Apollo (observability/tracing.ts). */
  traced: boolean;
  /** Requests per client address of callers without an API key (limits/keyless-limit.ts). */
  keylessLimit: KeylessLimit;
}

/**
 * `/graphql`, in this order: keyless callers' limit per address, large answers compressed, nesting bounded before parsing, the JSON body,
 * the persisted document's text for its id, a visitor's kept answer served right there (before
 * Apollo and its plugins), then Apollo Server with the caller's context.
 */
export function mountGraphqlRoute(app: Express, deps: GraphqlRouteDeps): void {
  const { server, callers, recording } = deps;
  app.use(
    '/graphql',
    // First: a keyless caller past its address's limit is refused before anything else is done for it.
    deps.keylessLimit.middleware(),
    // Large answers go out compressed to clients that accept it (answer-encoding.ts).
    compressLargeAnswers(),
    // Nesting is bounded before parsing (json-nesting.ts): a 20,000-deep body is a 400, not a 500.
    refuseDeepJsonParameters(),
    // A body the HTTP fast path already read is not read again (kept-answers-fast-path.ts). Its limit
    // follows the upload limit (@club/wire/uploads): a card saved with a new picture and a new
    // document at their limit, in base64, still fits.
    jsonBodyAfterFastPath(express.json({ limit: GRAPHQL_BODY_MAX_BYTES, verify: refuseDeepJson })),
    ...(deps.traced ? [continueTrace()] : []),
    persistedDocumentsMiddleware(deps.persistedDocuments, deps.browserDocuments),
    keptVisitorAnswers({
      answers: deps.visitorAnswers,
      isVisitor: callers.isVisitor,
      onServed: (req, served) => recordKeptAnswer(recording, { ...served, requestId: requestIdOf(req), visitor: true }),
    }),
    expressMiddleware(server, {
      context: async ({ req }) => {
        const requestId = requestIdOf(req);
        const trace: OperationTrace = newTrace(requestId);
        // The client's trace headers go on to the subgraphs unchanged when tracing is off.
        return { ...(await callers.contextOf(req)), clientIp: req.ip ?? null, requestId, trace, traceHeaders: incomingTraceHeaders(req.headers) };
      },
    }),
  );
}
