/** ✓ / ✗ for a plan service, with a text alternative (the symbols alone say nothing to a screen reader). */
export function ServiceMark({ available }: { available: boolean }) {
  return (
    <span className={`service-mark service-mark--${available ? 'yes' : 'no'}`}>
      <span aria-hidden="true">{available ? '✓' : '✗'}</span>
      <span className="visually-hidden">{available ? 'Incluso' : 'Non incluso'}</span>
    </span>
  );
}
