/** Spec 3 §8: 'risultato' for one, 'risultati' otherwise. */
export function resultCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'risultato' : 'risultati'}`;
}
