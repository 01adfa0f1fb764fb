// `npm start`: the whole portal with demo data at http://localhost:4000 (API at /graphql).
import { ensureInstalled, ensureWebBuilt } from './ensure.mjs';

ensureInstalled();
ensureWebBuilt();
const { startStack } = await import('./stack.mjs');
const stack = await startStack();
console.log(`\nPortal ready: ${stack.url}  (GraphQL API: ${stack.url}/graphql)\nDemo accounts: see README.md. Ctrl+C to stop.\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
