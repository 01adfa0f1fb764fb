/**
 * The gateway's own limits speak Italian, with a stable `reason` (docs/partner-guide.md 'Errors'):
 * the depth, alias and directive limits (graphql-armor) and the token limit (Apollo Server's parser)
 * write English messages of their own, so formatGatewayError replaces them here. Other messages of
 * graphql-js (syntax errors, unknown fields with their "Did you mean …", variable coercion) stay in
 * English, as every GraphQL tool writes them; the guide says so.
 */
interface LimitMessage {
  pattern: RegExp;
  reason: string;
  italian: (match: RegExpMatchArray) => string;
}

const LIMIT_MESSAGES: readonly LimitMessage[] = [
  { pattern: /Query depth limit of (\d+) exceeded, found (\d+)\./, reason: 'DEPTH_LIMIT', italian: (m) => `Operazione troppo annidata: al massimo ${m[1]} livelli, trovati ${m[2]}.` },
  { pattern: /Aliases limit of (\d+) exceeded, found (\d+)\./, reason: 'ALIAS_LIMIT', italian: (m) => `Troppi alias: al massimo ${m[1]}, trovati ${m[2]}.` },
  { pattern: /Directives limit of (\d+) exceeded, found (\d+)\./, reason: 'DIRECTIVE_LIMIT', italian: (m) => `Troppe direttive: al massimo ${m[1]}, trovate ${m[2]}.` },
  { pattern: /Document contains more that (\d+) tokens\. Parsing aborted\./, reason: 'TOKEN_LIMIT', italian: (m) => `Documento troppo lungo: al massimo ${m[1]} token.` },
  { pattern: /Validation aborted\.$/, reason: 'TOO_MANY_ERRORS', italian: () => 'Validazione interrotta: il documento ha troppi errori.' },
];

/** The Italian message and reason of a limit's refusal, or null for any other message. */
export function italianLimitMessage(message: string): { message: string; reason: string } | null {
  for (const limit of LIMIT_MESSAGES) {
    const match = message.match(limit.pattern);
    if (match) return { message: limit.italian(match), reason: limit.reason };
  }
  return null;
}
