import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatGatewayError, INTERNAL_ERROR_MESSAGE, shortenEchoedValues, SUBGRAPH_UNAVAILABLE_MESSAGE } from './errors';

const production = formatGatewayError('production');
const development = formatGatewayError('development');

describe('the gateway formatError', () => {
  it('masks a message that is not one of our coded errors (no address, no stack)', () => {
    const error = new GraphQLError('connect ECONNREFUSED 127.0.0.1:4802', { path: ['viewer'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: connect ECONNREFUSED', '    at /work/main/gateway/src/x.ts:1'] } });
    expect(production({ message: error.message, path: ['viewer'], extensions: error.extensions }, error)).toEqual({ message: INTERNAL_ERROR_MESSAGE, path: ['viewer'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('turns a failed subgraph fetch into UPSTREAM_UNAVAILABLE', () => {
    const fetchError = Object.assign(new Error('request to http://127.0.0.1:4802/graphql failed, reason: connect ECONNREFUSED 127.0.0.1:4802'), { name: 'FetchError', code: 'ECONNREFUSED' });
    const error = new GraphQLError(fetchError.message, { originalError: fetchError });
    expect(production({ message: error.message }, error)).toEqual({ message: SUBGRAPH_UNAVAILABLE_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it("drops a subgraph's HTTP answer (with its URL) and masks its message", () => {
    const formatted = { message: '502: Bad Gateway', extensions: { code: 'INTERNAL_SERVER_ERROR', response: { url: 'http://127.0.0.1:4002/graphql', status: 502 } } };
    expect(production(formatted, new GraphQLError(formatted.message))).toEqual({ message: SUBGRAPH_UNAVAILABLE_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('keeps our coded errors with their public extensions only', () => {
    const formatted = {
      message: 'Attestato non disponibile: il corso non risulta superato.',
      path: ['courseCertificate'],
      extensions: { code: 'NOT_FOUND', service: '/FAD/Corsi/1/Certificato', upstreamStatus: 404, exception: { stacktrace: ['at x'] }, stacktrace: ['at y'] },
    };
    expect(production(formatted, new GraphQLError(formatted.message))).toEqual({
      message: formatted.message,
      path: ['courseCertificate'],
      extensions: { code: 'NOT_FOUND', service: '/FAD/Corsi/1/Certificato', upstreamStatus: 404 },
    });
  });

  it('shows stack traces only in development', () => {
    const formatted = { message: 'Campo obbligatorio', extensions: { code: 'BAD_USER_INPUT', field: 'email', stacktrace: ['at y'] } };
    expect(development(formatted, new GraphQLError(formatted.message)).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email', stacktrace: ['at y'] });
    expect(production(formatted, new GraphQLError(formatted.message)).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('shortenEchoedValues', () => {
  it('cuts every quoted value past 64 characters with an ellipsis, escapes kept whole, and the message past 1000', () => {
    const long = 'a'.repeat(100);
    expect(shortenEchoedValues(`Expected value of type "Int!", found "${long}"; and "${'b\\"'.repeat(40)}".`)).toBe(`Expected value of type "Int!", found "${'a'.repeat(64)}…"; and "${'b\\"'.repeat(32)}…".`);
    expect(shortenEchoedValues(`[${'1, '.repeat(1000)}]`)).toHaveLength(1001);
    // The gateway's own messages stay as they are.
    const own = "L'operazione costa 25000, più del massimo di 20000 per operazione: chiedi meno campi o elementi (liste più corte).";
    expect(shortenEchoedValues(own)).toBe(own);
  });

  it('applies to every error the gateway formats, coded or masked', () => {
    const formatted = { message: `Variable "$page" got invalid value "${'x'.repeat(5000)}".`, extensions: { code: 'BAD_USER_INPUT' } };
    expect(production(formatted, new GraphQLError(formatted.message)).message).toBe(`Variable "$page" got invalid value "${'x'.repeat(64)}…".`);
  });
});
