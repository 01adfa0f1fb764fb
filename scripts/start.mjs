// `npm start`: the whole portal with demo data at http://localhost:4000 (API at /graphql), in
// production mode (no stack traces in errors, Secure cookies, HSTS). `npm start -- --dev` (or
// NODE_ENV=development npm start) runs it in development mode instead.
import { ensureInstalled, ensureServicesBuilt, ensureWebBuilt } from './ensure.mjs';

if (process.argv.includes('--dev')) process.env.NODE_ENV = 'development';
ensureInstalled();
ensureServicesBuilt();
ensureWebBuilt();
const { startStack } = await import('./stack.mjs');
const stack = await startStack();
const mode = process.env.NODE_ENV ?? 'production';
console.log(`\nPortal ready: ${stack.url}  (GraphQL API: ${stack.url}/graphql), ${mode} mode${mode === 'production' ? ' (npm start -- --dev for development)' : ''}\nDemo accounts: see README.md. Ctrl+C to stop.\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
