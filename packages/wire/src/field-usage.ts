/** One client's use of one schema coordinate over the period asked (`GET /explorer/fields`). */
export interface FieldClientUse {
  /** `web`, `ops` or `partner:<name>` (the gateway's client label). */
  client: string;
  count: number;
  lastSeen: string;
}

/** One coordinate of the API schema (`Type.field`, `Type.field(arg:)`, `Input.field`, `Enum.VALUE`) and who used it. */
export interface FieldUsageEntry {
  coordinate: string;
  count: number;
  lastSeen: string | null;
  clients: FieldClientUse[];
}

/** The answer of `GET /explorer/fields?days=N`: every coordinate of the API schema, and the ones nobody used in the period. */
export interface FieldsView {
  days: number;
  fields: FieldUsageEntry[];
  unused: string[];
}
