import type { GraphiQLProps } from 'graphiql';
import { useInsight, type PlanTreeNode } from './plan-store';

function ms(value: number | null): string {
  return value === null ? '—' : `${value.toLocaleString('it-IT', { maximumFractionDigits: 1 })} ms`;
}

/** One node of the plan: sequences and parallel groups nest, each fetch shows its subgraph and timings. */
function PlanNode({ node }: { node: PlanTreeNode }) {
  switch (node.kind) {
    case 'Fetch':
      return (
        <li className="explorer-plan__fetch" data-subgraph={node.subgraph}>
          <span className="explorer-plan__subgraph">{node.subgraph}</span>{' '}
          <span>
            {ms(node.durationMs)} (inizio +{ms(node.startMs)}){node.ok === false ? ' · errore' : ''}
          </span>
          <details>
            <summary>Documento inviato</summary>
            <pre>{node.operation}</pre>
          </details>
        </li>
      );
    case 'Flatten':
      return (
        <li>
          <span className="explorer-plan__kind">Flatten</span> <code>{node.path}</code>
          <ul>
            <PlanNode node={node.node} />
          </ul>
        </li>
      );
    case 'Condition':
      return (
        <li>
          <span className="explorer-plan__kind">Condition</span> <code>{node.condition}</code>
          <ul>
            {node.ifClause && <PlanNode node={node.ifClause} />}
            {node.elseClause && <PlanNode node={node.elseClause} />}
          </ul>
        </li>
      );
    default:
      return (
        <li>
          <span className="explorer-plan__kind">{node.kind}</span>
          <ul>
            {node.nodes.map((child, i) => (
              <PlanNode key={i} node={child} />
            ))}
          </ul>
        </li>
      );
  }
}

/** The plugin panel: the cost and query plan of the last operation run. */
export function PlanPanel() {
  const insight = useInsight();
  if (!insight) return <p>Esegui un'operazione per vederne il piano e il costo.</p>;
  const { cost, queryPlan } = insight;
  return (
    <section className="explorer-plan" aria-label="Piano e costo dell'ultima operazione">
      <h2>Costo</h2>
      <p data-testid="explorer-cost">
        {cost?.requestedQueryCost !== undefined && cost.maximumQueryCost !== undefined
          ? `${cost.requestedQueryCost.toLocaleString('it-IT')} su ${cost.maximumQueryCost.toLocaleString('it-IT')}`
          : 'Non disponibile'}
      </p>
      {cost?.requestedQueryCost !== undefined ? (
        <p className="explorer-plan__note" data-testid="explorer-cost-note">
          Calcolato prima dell'esecuzione con le variabili dell'operazione, dalle direttive @cost e @listSize dello schema (api-schema.graphql): lo stesso costo che spende il budget della chiave.
        </p>
      ) : null}
      {cost?.remainingBudget !== undefined && cost.budgetPerMinute !== undefined && cost.resetAt ? (
        <p data-testid="explorer-budget">
          {`Budget della chiave: restano ${cost.remainingBudget.toLocaleString('it-IT')} su ${cost.budgetPerMinute.toLocaleString('it-IT')} al minuto, fino alle ${new Date(cost.resetAt).toLocaleTimeString('it-IT')}.`}
        </p>
      ) : null}
      <h2>Subgraph</h2>
      {queryPlan?.subgraphs.length ? (
        <table className="explorer-plan__table">
          <thead>
            <tr>
              <th scope="col">Subgraph</th>
              <th scope="col">Fetch</th>
              <th scope="col">Tempo</th>
            </tr>
          </thead>
          <tbody>
            {queryPlan.subgraphs.map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.fetches}</td>
                <td>{ms(s.totalMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nessun fetch.</p>
      )}
      <h2>Piano della query</h2>
      {queryPlan?.tree ? (
        <ul className="explorer-plan__tree" aria-label="Albero del piano">
          <PlanNode node={queryPlan.tree} />
        </ul>
      ) : (
        <p>Nessun piano per questa risposta.</p>
      )}
      {queryPlan && (
        <details>
          <summary>Piano in testo</summary>
          <pre data-testid="explorer-plan-text">{queryPlan.text}</pre>
        </details>
      )}
    </section>
  );
}

function PlanIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="10" width="7" height="5" rx="1" />
      <rect x="14" y="17" width="7" height="4" rx="1" />
      <path d="M6.5 8v10.5H14M6.5 12.5H14" />
    </svg>
  );
}

/** GraphiQL plugin: "Piano e costo", beside the result. */
export const PLAN_PLUGIN: NonNullable<GraphiQLProps['plugins']>[number] = { title: 'Piano e costo', icon: PlanIcon, content: PlanPanel };
