import { describe, expect, it } from 'vitest';
import { italianLimitMessage } from './limit-messages';

describe("the gateway's limits in Italian", () => {
  it('replaces the depth, alias, directive, token and error-count refusals with Italian messages and a stable reason', () => {
    expect(italianLimitMessage('Syntax Error: Query depth limit of 12 exceeded, found 15.')).toEqual({ message: 'Operazione troppo annidata: al massimo 12 livelli, trovati 15.', reason: 'DEPTH_LIMIT' });
    expect(italianLimitMessage('Syntax Error: Aliases limit of 20 exceeded, found 200.')).toEqual({ message: 'Troppi alias: al massimo 20, trovati 200.', reason: 'ALIAS_LIMIT' });
    expect(italianLimitMessage('Syntax Error: Directives limit of 5 exceeded, found 9.')).toEqual({ message: 'Troppe direttive: al massimo 5, trovate 9.', reason: 'DIRECTIVE_LIMIT' });
    expect(italianLimitMessage('Syntax Error: Document contains more that 4000 tokens. Parsing aborted.')).toEqual({ message: 'Documento troppo lungo: al massimo 4000 token.', reason: 'TOKEN_LIMIT' });
    expect(italianLimitMessage('Too many validation errors, error limit reached. Validation aborted.')?.reason).toBe('TOO_MANY_ERRORS');
  });

  it("leaves graphql-js's own messages alone", () => {
    expect(italianLimitMessage('Cannot query field "x" on type "Query".')).toBeNull();
    expect(italianLimitMessage('Syntax Error: Expected Name, found "}".')).toBeNull();
  });
});
