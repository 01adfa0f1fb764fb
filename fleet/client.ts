import { encryptPassword } from '@club/subgraph-kit';

export interface Answer<T> {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[]; extensions?: Record<string, unknown> };
}

/** A cookie-keeping GraphQL client towards one address (a gateway, or the balancer), as a browser behaves. */
export class FleetClient {
  cookie = '';

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...this.headers },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }

  /** Signs in as the web client does: the password encrypted with the portal's public key. */
  async login(username: string, password = 'Club2026!') {
    const key = await this.request<{ loginPublicKey: { publicKeyPEM: string } }>('{ loginPublicKey { publicKeyPEM } }');
    return this.request<{ login: { status: string } }>('mutation Login($u: String!, $p: String!) { login(username: $u, encryptedPassword: $p) { status } }', {
      u: username,
      p: encryptPassword(key.body.data!.loginPublicKey.publicKeyPEM, password),
    });
  }
}
