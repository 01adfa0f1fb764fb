/**
 * Schema governance (issue: partners and ops): a breaking change of the public API schema
 * (`api-schema.graphql`, what partners see) must be recorded in `docs/schema-changelog.md`.
 * Breaking and dangerous changes are graphql-js's own (`findBreakingChanges`: a removed field or
 * type, a changed field type, a new required argument, …); a change is recorded when its
 * description, as printed here, appears in the changelog.
 */
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

export interface SchemaChange {
  type: string;
  description: string;
}

/** The breaking and the dangerous changes from one schema text to another. */
export function schemaChanges(before: string, after: string): { breaking: SchemaChange[]; dangerous: SchemaChange[] } {
  const a = buildSchema(before, { assumeValidSDL: true });
  const b = buildSchema(after, { assumeValidSDL: true });
  // graphql-js reports a built-in scalar (Float, Boolean…) no field uses any more as 'removed': clients
  // cannot be broken by it (the scalar is still built in), so it is not a change to record.
  const breaking = findBreakingChanges(a, b).filter((change) => !/^Standard scalar \w+ was removed/.test(change.description));
  return { breaking, dangerous: findDangerousChanges(a, b) };
}

/** Whitespace-insensitive: the changelog may wrap a description over lines or quote names in backticks. */
function normalised(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim().replace(/\.$/, '');
}

/** The breaking changes the changelog does not record. */
export function unrecordedChanges(changes: readonly SchemaChange[], changelog: string): SchemaChange[] {
  const log = normalised(changelog);
  return changes.filter((change) => !log.includes(normalised(change.description)));
}
