import type { FieldsView, FieldUsageEntry } from '@club/wire';
import type { CoordinateUse } from './store';

/**
 * The fields view from the schema's coordinates and the uses of the period: every coordinate with its
 * clients (most used first), count and last use; those nobody used listed apart. A use of a coordinate
 * the schema no longer has (removed within the period) is listed too, so ops see who still sent it.
 */
export function fieldsView(days: number, coordinates: readonly string[], uses: readonly CoordinateUse[]): FieldsView {
  const byCoordinate = new Map<string, FieldUsageEntry>(coordinates.map((coordinate) => [coordinate, { coordinate, count: 0, lastSeen: null, clients: [] }]));
  for (const use of uses) {
    let entry = byCoordinate.get(use.coordinate);
    if (!entry) byCoordinate.set(use.coordinate, (entry = { coordinate: use.coordinate, count: 0, lastSeen: null, clients: [] }));
    entry.clients.push({ client: use.client, count: use.count, lastSeen: use.lastSeen });
    entry.count += use.count;
    if (!entry.lastSeen || use.lastSeen > entry.lastSeen) entry.lastSeen = use.lastSeen;
  }
  const fields = [...byCoordinate.values()].sort((a, b) => a.coordinate.localeCompare(b.coordinate));
  for (const f of fields) f.clients.sort((a, b) => b.count - a.count || a.client.localeCompare(b.client));
  return { days, fields, unused: fields.filter((f) => f.count === 0).map((f) => f.coordinate) };
}
