import { formatCredits, standingSentence } from './format';

type Standing = Parameters<typeof standingSentence>[0] & { share: number; thresholdShare: number };

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The ring to the obligation with the 70 % mark, and the same figures in words beside it: the
 * picture is decoration for those who see it (aria-hidden), the sentence is what everyone reads.
 */
export function TrienniumProgress({ standing }: { standing: Standing }) {
  const filled = Math.min(1, Math.max(0, standing.share));
  // The mark's angle from the top, clockwise.
  const markAngle = standing.thresholdShare * 2 * Math.PI;
  const markX = 60 + Math.sin(markAngle) * RADIUS;
  const markY = 60 - Math.cos(markAngle) * RADIUS;
  return (
    <div className="triennium-progress">
      <svg className="triennium-progress__ring" viewBox="0 0 120 120" width="160" height="160" aria-hidden="true" data-share={filled.toFixed(3)}>
        <circle cx="60" cy="60" r={RADIUS} className="triennium-progress__track" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className={`triennium-progress__value${standing.thresholdMet ? ' triennium-progress__value--met' : ''}`}
          strokeDasharray={`${filled * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
        <circle cx={markX} cy={markY} r="5" className="triennium-progress__mark" />
        <text x="60" y="58" textAnchor="middle" className="triennium-progress__figure">
          {formatCredits(standing.earnedTotal)}
        </text>
        <text x="60" y="76" textAnchor="middle" className="triennium-progress__of">
          su {formatCredits(standing.obligation)}
        </text>
      </svg>
      <div className="triennium-progress__words">
        <p className="triennium-progress__status" data-testid="triennium-status">
          {standing.thresholdMet ? 'Soglia del 70% raggiunta' : 'Sotto la soglia del 70%'}
        </p>
        <p>{standingSentence(standing)}</p>
      </div>
    </div>
  );
}

/** Credits per year of the triennium as bars, each with its figure written out. */
export function YearBars({ years, obligation }: { years: readonly { year: number; credits: number }[]; obligation: number }) {
  const scale = Math.max(obligation / 3, ...years.map((y) => y.credits), 1);
  return (
    <ul className="triennium-years" aria-label="Crediti per anno">
      {years.map((y) => (
        <li key={y.year} className="triennium-years__row">
          <span className="triennium-years__year">{y.year}</span>
          <span className="triennium-years__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, (y.credits / scale) * 100)}%` }} />
          </span>
          <span className="triennium-years__credits">{formatCredits(y.credits)} crediti</span>
        </li>
      ))}
    </ul>
  );
}
