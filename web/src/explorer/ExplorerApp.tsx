import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { useMemo } from 'react';
import { FIELDS_PLUGIN } from './FieldsPanel';
import { KEYS_AUDIT_PLUGIN } from './KeysAuditPanel';
import { KEYS_PLUGIN } from './KeysPanel';
import { OPERATIONS_PLUGIN } from './OperationsPanel';
import { PLAN_PLUGIN } from './PlanPanel';
import { recordInsight } from './plan-store';
import { TRACES_PLUGIN, useTracesRoute } from './TracesPanel';

/** What the explorer opens with: one operation whose plan fetches from three subgraphs (crm, fad, commerce). */
export const EXPLORER_DEFAULT_QUERY = `# Esplora l'API del portale: Ctrl+Invio esegue l'operazione.
# Il piano della query e il costo compaiono nel pannello "Piano e costo".
query CatalogueAndPlans {
  viewer {
    subscriptionType
  }
  courseCatalogue {
    total
    items {
      id
      title
    }
  }
  plans {
    name
  }
}
`;

/**
 * The toolkit's fetcher with the key as `x-api-key` on every request, the schema's introspection
 * included (the headers editor, which shows the same key, may override it for one operation); each
 * answer's plan and cost (extensions) go to the "Piano e costo" panel.
 */
export function explorerFetcher(apiKey: string): Fetcher {
  // One JSON answer per operation (the gateway serves no incremental delivery), so its extensions are read here.
  const base = createGraphiQLFetcher({ url: '/graphql', headers: apiKey ? { 'x-api-key': apiKey } : {}, enableIncrementalDelivery: false });
  return async (params, options) => {
    const result = await base(params, options);
    if (result && typeof result === 'object' && !(Symbol.asyncIterator in result) && params.operationName !== 'IntrospectionQuery') {
      recordInsight((result as { extensions?: Record<string, unknown> }).extensions);
    }
    return result;
  };
}

/** `isOps`: the key is an ops key (the operations view and the "Chiavi partner" panel are added; partners see neither: both are ops data). */
export function ExplorerApp({ apiKey, isOps = false }: { apiKey: string; isOps?: boolean }) {
  const fetcher = useMemo(() => explorerFetcher(apiKey), [apiKey]);
  // `#/tracce?operazione=NAME` (the operations view's link to an operation's traces) opens the "Tracce" panel.
  const traces = useTracesRoute();
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={EXPLORER_DEFAULT_QUERY}
      // The key goes in the x-api-key header of every operation (and of the schema's introspection).
      defaultHeaders={JSON.stringify({ 'x-api-key': apiKey }, null, 2)}
      defaultEditorToolsVisibility="headers"
      shouldPersistHeaders={false}
      plugins={isOps ? [PLAN_PLUGIN, OPERATIONS_PLUGIN, TRACES_PLUGIN, FIELDS_PLUGIN, KEYS_PLUGIN, KEYS_AUDIT_PLUGIN, HISTORY_PLUGIN] : [PLAN_PLUGIN, HISTORY_PLUGIN]}
      visiblePlugin={isOps && traces.open ? TRACES_PLUGIN : PLAN_PLUGIN}
    />
  );
}
