import { ApolloLink, ServerError, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';

/**
 * Idempotent writes from the browser: every member intent (one submit, one click) gets its own
 * `Idempotency-Key`, sent as an HTTP header with the GraphQL mutation. The gateway forwards it to
 * the upstream writes, which answer a repeated key from the first answer: a retried or doubled
 * request writes once (docs/partner-guide.md 'Idempotent writes').
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The member intent's key; set by useIdempotentMutation, sent by idempotencyLink. */
    idempotencyKey?: string;
  }
}

/** Sends the operation's `idempotencyKey` (context) as the `Idempotency-Key` header. */
export const idempotencyLink = new ApolloLink((operation, forward) => {
  const key = operation.getContext().idempotencyKey;
  if (key) operation.setContext(({ headers }) => ({ headers: { ...headers, [IDEMPOTENCY_HEADER]: key } }));
  return forward(operation);
});

/**
 * A keyed mutation whose request got no answer (network failure, a proxy's 5xx) is sent again with
 * the same key: the server writes at most once whatever happened to the first attempt. Queries and
 * mutations without a key are never retried here.
 */
export const idempotentRetryLink = new RetryLink({
  delay: { initial: 300, max: 2000, jitter: true },
  attempts: {
    max: 3,
    retryIf: (error, operation) => Boolean(operation.getContext().idempotencyKey) && isNoAnswer(error),
  },
});

function isNoAnswer(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500;
  // fetch rejects with a TypeError when the request never got an answer (offline, connection reset).
  return error instanceof TypeError;
}

/**
 * A new key per member intent: a random UUID v4. Built from getRandomValues, which (unlike
 * crypto.randomUUID) also exists on plain-http origins such as a LAN address in development.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Intent = { variables: string; key: string };
type MutateOptions<TData, TVariables extends OperationVariables> = useMutation.MutationFunctionOptions<TData, TVariables>;

/**
 * useMutation for a member's write, with one Idempotency-Key per intent:
 * - a second call with the same variables while the first is pending (double click, double submit)
 *   sends nothing and shares the first call's outcome;
 * - a call after a failure with the same variables is the same intent retried: it reuses the key,
 *   so if the failed attempt had in fact been written, the server answers it instead of writing twice;
 * - after a success, or with other variables, the next call is a new intent with a new key.
 * Buttons should still be disabled while `loading`; the key makes the server safe on its own.
 */
export function useIdempotentMutation<TData, TVariables extends OperationVariables>(
  document: DocumentNode | TypedDocumentNode<TData, TVariables>,
  options?: useMutation.Options<TData, TVariables>,
) {
  const [mutate, result] = useMutation<TData, TVariables>(document, options);
  const intent = useRef<Intent | null>(null);
  const pending = useRef<{ variables: string; promise: ReturnType<typeof mutate> } | null>(null);

  const run = useCallback(
    (callOptions: MutateOptions<TData, TVariables> = {}): ReturnType<typeof mutate> => {
      const variables = stableJson(callOptions.variables ?? {});
      if (pending.current?.variables === variables) return pending.current.promise;
      if (intent.current?.variables !== variables) intent.current = { variables, key: newIdempotencyKey() };
      const current = intent.current;
      const sent: MutateOptions<TData, TVariables> = { ...callOptions, context: { ...callOptions.context, idempotencyKey: current.key } };
      // The hook's argument list is a conditional tuple (options optional when TVariables has no
      // required key), which TypeScript cannot settle for a generic TVariables: one call shape for all.
      const promise = mutate(...([sent] as Parameters<typeof mutate>)).then((answer) => {
        // Done: the next call is a new intent. After a failure the key stays, for the retry of this intent.
        if (intent.current === current) intent.current = null;
        return answer;
      });
      const entry = { variables, promise };
      pending.current = entry;
      const release = () => {
        if (pending.current === entry) pending.current = null;
      };
      promise.then(release, release);
      return promise;
    },
    [mutate],
  );

  return [run, result] as const;
}

/** JSON with object keys sorted, so the same variables in another order are the same intent. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/**
 * Wraps a submit or click handler so that a call while the previous one is still running is
 * ignored: a double click runs the handler (its mutation, its toast, its navigation) once, even
 * before the re-render that disables the button.
 */
export function useSingleFlight<A extends unknown[]>(handler: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  const running = useRef(false);
  return useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      try {
        await handler(...args);
      } finally {
        running.current = false;
      }
    },
    [handler],
  );
}
