import { runSubgraph } from '@club/subgraph-kit';
import { crmSubgraph } from './server';

await runSubgraph(crmSubgraph);
