/**
 * Zoom steps of the infographic viewer (spec 2 §2 'infographic viewer'): fixed steps, so every
 * press of + or - moves by one and the label always reads a round percentage.
 */
export const ZOOM_STEPS = [1, 1.25, 1.5, 2, 2.5, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** The next step above `scale`; stays at the largest one. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale) ?? MAX_ZOOM;
}

/** The next step below `scale`; stays at the smallest one. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale) ?? MIN_ZOOM;
}

/** '150%' for 1.5. */
export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** What a key does in the viewer: + (or =, the same key without shift) zooms in, - zooms out, 0 resets. */
export function zoomForKey(key: string, scale: number): number | null {
  if (key === '+' || key === '=') return zoomIn(scale);
  if (key === '-' || key === '_') return zoomOut(scale);
  if (key === '0') return MIN_ZOOM;
  return null;
}
