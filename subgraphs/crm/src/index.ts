import { runSubgraph } from '@club/subgraph-kit';
import { loadCrmEnv } from './env';
import { startCrmSubgraph } from './server';

await runSubgraph('crm', loadCrmEnv(), startCrmSubgraph);
