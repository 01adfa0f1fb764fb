import { InstanceLifecycle, setupTracing } from '@club/observability';
import { loadEnv } from './env';
import { startGateway } from './server';

process.env.APOLLO_TELEMETRY_DISABLED = 'true';
const env = loadEnv();
// With an OTLP endpoint configured, traces (docs/operations.md 'Following a slow request'); before the gateway starts, which checks it.
const tracing = await setupTracing({ service: 'gateway' });
// SIGTERM/SIGINT: not ready at once, SHUTDOWN_DRAIN_MS of serving, then the listener closes, in-flight requests
// finish and the rest closes; SHUTDOWN_TIMEOUT_MS bounds it all (docs/operations.md 'Stopping an instance').
// Its log lines go to the gateway's logger (processLogger, set by startGateway).
const lifecycle = new InstanceLifecycle({ drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
const gateway = await startGateway(env, { lifecycle });
lifecycle.onStop('gateway', () => gateway.close());
lifecycle.onStop('tracing', () => tracing.shutdown());
lifecycle.handleSignals();
console.log(`gateway: listening on ${gateway.url} (API at /graphql)`);
