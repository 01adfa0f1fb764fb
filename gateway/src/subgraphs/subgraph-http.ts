import http from 'node:http';

/**
 * One subgraph call over node:http: the request written in one go, the answer read whole.
 *
 * It replaced node-fetch for the gateway's subgraph calls. node-fetch wraps every call in WHATWG
 * objects and streams the gateway has no use for — a Request and Headers, the body turned into a
 * Readable and piped (a stream pipeline whose end builds an AbortError DOMException with its stack,
 * every call), the answer piped through a PassThrough, an AbortSignal timer — and the in-flight
 * merge then read that stream whole and wrapped the text in a new node-fetch Response for each
 * caller, to be streamed once more. Subgraph answers are small JSON documents the gateway parses
 * whole anyway: read once as text, each caller gets its own parse of it.
 *
 * Same contract as before for the data source: an answer of any status resolves (Apollo's
 * RemoteGraphQLDataSource turns a non-2xx one into an error with the status); a call that gets no
 * answer rejects, with an error named `AbortError` when the deadline passed (connection, answer and
 * body, as `AbortSignal.timeout` was) so that `failureReason` still says SUBGRAPH_TIMEOUT. No
 * redirect is followed and no compression is asked for: the subgraphs answer /graphql directly.
 */
export interface SubgraphAnswer {
  status: number;
  statusText: string;
  url: string;
  /** Lower-case names; a header sent more than once is joined with ', ', as fetch's Headers.get does. */
  headers: [string, string][];
  body: string;
}

export interface SubgraphRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** The deadline's error: named as the AbortError node-fetch rejected with. */
export class SubgraphDeadlineError extends Error {
  override readonly name = 'AbortError';
  constructor(ms: number) {
    super(`The subgraph did not answer within ${ms} ms.`);
  }
}

export function requestSubgraph(url: URL, init: SubgraphRequest, agent: http.Agent, timeoutMs: number): Promise<SubgraphAnswer> {
  return new Promise((resolve, reject) => {
    const body = Buffer.from(init.body, 'utf8');
    const req = http.request({
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: init.method,
      headers: { ...init.headers, 'content-length': String(body.length) },
      agent,
    });
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      reject(err);
    };
    const deadline = setTimeout(() => fail(new SubgraphDeadlineError(timeoutMs)), timeoutMs);
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('aborted', () => fail(new Error('The subgraph closed the connection before the end of its answer.')));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        let text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
        // As fetch's text() (TextDecoder) does: a leading byte order mark is not part of the text.
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        const headers: [string, string][] = [];
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', url: url.href, headers, body: text });
      });
    });
    req.end(body);
  });
}

/** The part of a fetch response Apollo's data source and ours read. */
export interface FetchedResponse {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: AnswerHeaders;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** Read-only headers of an answer, with fetch's case-insensitive `get`. */
export class AnswerHeaders {
  private readonly map: Map<string, string>;
  constructor(entries: [string, string][]) {
    this.map = new Map(entries);
  }
  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
}

/** A response of its own for one caller: its own headers, and its own objects parsed from the shared text. */
export function responseOf(answer: SubgraphAnswer): FetchedResponse {
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: answer.statusText,
    url: answer.url,
    headers: new AnswerHeaders(answer.headers),
    text: () => Promise.resolve(answer.body),
    json: () => new Promise((resolve) => resolve(JSON.parse(answer.body))),
  };
}
