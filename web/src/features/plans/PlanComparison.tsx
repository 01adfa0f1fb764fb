import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { includes, serviceRows } from './pricing';
import { ServiceMark } from './ServiceMark';

export const PlanComparisonFragment = graphql(`
  fragment PlanComparison_plan on Plan {
    id
    name
    services {
      label
      available
    }
  }
`);

/** Spec 3 §2 /piani: the services of every plan side by side (desktop only; small screens use the cards' lists). */
export function PlanComparison({ plans: planRefs }: { plans: readonly FragmentType<typeof PlanComparisonFragment>[] }) {
  const plans = getFragmentData(PlanComparisonFragment, planRefs);
  const rows = serviceRows(plans);
  if (rows.length === 0) return null;
  return (
    <div className="plan-comparison only-desktop">
      <table>
        <caption>Confronta i servizi inclusi</caption>
        <thead>
          <tr>
            <th scope="col">Servizio</th>
            {plans.map((p) => (
              <th scope="col" key={p.id}>
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {plans.map((p) => (
                <td key={p.id}>
                  <ServiceMark available={includes(p, label)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
