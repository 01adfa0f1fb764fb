/** How long an instance keeps serving, not ready, after SIGTERM/SIGINT (SHUTDOWN_DRAIN_MS). */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;
/** From the signal, how long the whole shutdown may take before connections are destroyed and the process exits 1 (SHUTDOWN_TIMEOUT_MS). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * Lifetimes every process shares, named once here.
 *
 * How long an idle keep-alive connection stays open on a service: longer than the idle-socket
 * timeout of whoever calls it (the gateway's fetcher to the subgraphs, the subgraphs' to the
 * upstream, a balancer's 60 s), so a caller never reuses a socket the service has just closed
 * (ECONNRESET under load; /work/shared/TOOLCHAIN.md pitfall 7).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node requires the headers timeout to exceed the keep-alive one. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

/**
 * How long an answer that is the same for many callers is kept by default: the subgraphs' shared
 * upstream reads and their answers' cache hints, the fad subgraph's members' enrolments, the
 * gateway's kept visitor and member answers. One figure, so a change upstream is seen within
 * seconds wherever it was kept (docs/architecture.md 'Kept answers and cache hints').
 */
export const KEPT_ANSWER_MS = 5_000;
