import { runSubgraph } from '@club/subgraph-kit';
import { loadCmsEnv } from './env';
import { startCmsSubgraph } from './server';

await runSubgraph('cms', loadCmsEnv(), startCmsSubgraph);
