/**
 * Which media files are not public (docs/operations.md 'Public and gated media'): the embedded
 * player of a content item (`/media/embed/{id}`) and its recording (`/media/embed/{id}/video.webm`,
 * `…/audio.ogg`), a video tutorial's player and recording (`/media/tutorial/{id}[/video.webm]`) and
 * the digital newsstand's reader (`/media/edicola/{magazine}`). Each is served only when the API,
 * applying the paywall for this viewer, hands out that very player path — the same decision as the
 * page that shows it, so a guessed URL opens nothing more than the page would. A player and its
 * recording share one decision, kept for a short while per viewer (GatedMediaDecisions) so that the
 * byte-range requests of a playing video do not each run an API operation.
 */

/** Runs one API operation as the requesting viewer. */
export type ExecuteAsViewer = <T>(query: string, variables: Record<string, unknown>) => Promise<{ data?: T | null; errors?: readonly { extensions?: Record<string, unknown> }[] }>;

const EMBED_QUERY = 'query MediaEmbed($id: ID!) { content(id: $id) { embeddedContent } }';
const NEWSSTAND_QUERY = 'query MediaNewsstand { digitalNewsstand { readerUrl } }';
/**
 * The placements the portal lists video tutorials in (the web's `<VideoTutorials placement>`): a
 * tutorial is opened only when one of them lists it for this viewer. A tutorial of another
 * placement is refused until it is added here (the safe side).
 */
export const VIDEO_TUTORIAL_PLACEMENTS = ['risorse', 'home'] as const;
const TUTORIALS_QUERY = `query MediaTutorials { ${VIDEO_TUTORIAL_PLACEMENTS.map((p, i) => `p${i}: videoTutorials(placement: ${JSON.stringify(p)}) { videoUrl }`).join(' ')} }`;

/** The media folders whose files need the viewer's permission. */
export const GATED_MEDIA_FOLDERS = new Set(['embed', 'tutorial', 'edicola']);

/** The recordings a player may hold under its own path. */
export const PLAYER_FILES = new Set(['video.webm', 'audio.ogg']);

/**
 * The player or reader whose permission covers a gated media path (`/media/{folder}/{name}`, itself
 * or one of its PLAYER_FILES), or null when the path is no gated file at all (answered 404 without
 * asking anyone). `mediaPath` is normalised (./media mediaPathOf).
 */
export function gatedPageOf(mediaPath: string): string | null {
  const [, , folder, name, file, ...rest] = mediaPath.split('/');
  if (!name || rest.length > 0) return null;
  if (folder === 'embed' || folder === 'tutorial') return file === undefined || PLAYER_FILES.has(file) ? `/media/${folder}/${name}` : null;
  if (folder === 'edicola') return file === undefined ? mediaPath : null;
  return null;
}

/** Thrown when the service deciding the permission is unavailable (the media route answers 502). */
export class MediaAccessUnavailable extends Error {}

function unavailable(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): boolean {
  return errors?.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE') ?? false;
}

/** Whether the viewer may open a gated media file (`mediaPath` is normalised: a player, reader or a player's recording). */
export async function mayOpenGatedMedia(execute: ExecuteAsViewer, mediaPath: string): Promise<boolean> {
  const page = gatedPageOf(mediaPath);
  if (!page) return false;
  const [, , folder, name] = page.split('/');
  if (folder === 'embed') {
    const { data, errors } = await execute<{ content: { embeddedContent: string | null } | null }>(EMBED_QUERY, { id: name });
    if (unavailable(errors)) throw new MediaAccessUnavailable();
    return data?.content?.embeddedContent === page;
  }
  if (folder === 'tutorial') {
    // Listed to signed-in members only (spec 3 §6, policy canListVideoTutorials): visitors get none.
    const { data, errors } = await execute<Record<string, { videoUrl: string }[] | null>>(TUTORIALS_QUERY, {});
    if (unavailable(errors)) throw new MediaAccessUnavailable();
    return Object.values(data ?? {}).some((list) => list?.some((tutorial) => tutorial.videoUrl === page) ?? false);
  }
  if (folder === 'edicola') {
    // Refused (FORBIDDEN) for everyone but premium members: no list, no reader.
    const { data, errors } = await execute<{ digitalNewsstand: { readerUrl: string }[] | null }>(NEWSSTAND_QUERY, {});
    if (unavailable(errors)) throw new MediaAccessUnavailable();
    return data?.digitalNewsstand?.some((issue) => issue.readerUrl === page) ?? false;
  }
  return false;
}

/** How long an allowed decision is reused for the same viewer and player (the viewer claims' own cache lives as long). */
export const GATED_MEDIA_DECISION_TTL_MS = 30_000;
/** At most this many allowed decisions are kept (the oldest go first). */
export const GATED_MEDIA_DECISION_MAX = 10_000;

/**
 * Allowed decisions per viewer and player, reused for a short while: a playing video asks its file
 * in several byte ranges (and again when seeking), and each would otherwise run the API operation of
 * the decision. Only an allowed answer is kept (a refusal is asked again, so a member who just
 * upgraded is not refused from a stale answer); concurrent asks of the same viewer and player share
 * one decision; a failed decision is not kept. A viewer whose permission is withdrawn keeps it for
 * at most `ttlMs`, as with the viewer claims (CLAIMS_TTL_MS).
 */
export class GatedMediaDecisions {
  private readonly allowed = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly ttlMs = GATED_MEDIA_DECISION_TTL_MS,
    private readonly maxEntries = GATED_MEDIA_DECISION_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** The decision for `viewerKey` on `page`, from `decide` unless a fresh allowed one is kept. */
  async decide(viewerKey: string, page: string, decide: () => Promise<boolean>): Promise<boolean> {
    const key = `${viewerKey} ${page}`;
    const until = this.allowed.get(key);
    if (until !== undefined) {
      if (until > this.now()) return true;
      this.allowed.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const decision = decide().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, decision);
    const allowed = await decision;
    if (allowed) this.keep(key);
    return allowed;
  }

  /** How many allowed decisions are kept (for tests). */
  get size(): number {
    return this.allowed.size;
  }

  private keep(key: string): void {
    this.allowed.delete(key);
    while (this.allowed.size >= this.maxEntries) {
      const oldest = this.allowed.keys().next().value;
      if (oldest === undefined) break;
      this.allowed.delete(oldest);
    }
    this.allowed.set(key, this.now() + this.ttlMs);
  }
}
