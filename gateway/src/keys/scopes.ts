import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { ALL_SCOPES } from './store';

/** The root fields an operation asks for (through fragments too), introspection fields (`__…`) left out. */
export function rootFieldsOf(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const fields = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!s.name.value.startsWith('__')) fields.add(s.name.value);
      } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...fields];
}

/** The root fields outside a key's scopes. */
export function outOfScope(fields: string[], scopes: string[]): string[] {
  if (scopes.includes(ALL_SCOPES)) return [];
  return fields.filter((f) => !scopes.includes(f));
}

/** The Query and Mutation field names of an SDL (the supergraph or the public schema): the scopes a key may have. */
export function rootFieldNamesOf(sdl: string): Set<string> {
  const names = new Set<string>();
  for (const d of parse(sdl).definitions) {
    if ((d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) && (d.name.value === 'Query' || d.name.value === 'Mutation')) {
      for (const f of d.fields ?? []) names.add(f.name.value);
    }
  }
  return names;
}

/**
 * Checks a new key's input: a partner name (letters, digits, `-`, `_`, `.`; up to 64), scopes that
 * are `*` or root fields of the schema, a positive whole budget. Returns the problems in Italian, empty when valid.
 */
export function keyInputProblems(input: { partner: string; scopes: string[]; budgetPerMinute: number }, rootFields: Set<string>): string[] {
  const problems: string[] = [];
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(input.partner)) problems.push('Il nome del partner è obbligatorio: lettere, cifre, ".", "_" o "-", al massimo 64 caratteri.');
  if (input.scopes.length === 0) problems.push('Indica almeno un ambito (un campo radice dello schema, o * per tutti).');
  const unknown = input.scopes.filter((s) => s !== ALL_SCOPES && !rootFields.has(s));
  if (unknown.length > 0) problems.push(`Ambiti sconosciuti (non sono campi radice dello schema): ${unknown.join(', ')}.`);
  if (!Number.isSafeInteger(input.budgetPerMinute) || input.budgetPerMinute <= 0) problems.push('Il budget al minuto deve essere un numero intero positivo.');
  return problems;
}
