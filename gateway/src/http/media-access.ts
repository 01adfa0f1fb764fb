/**
 * Which media files are not public: the embedded player of a content item (`/media/embed/{id}`)
 * and the digital newsstand's reader (`/media/edicola/{magazine}`). Each is served only when the
 * API, applying the paywall for this viewer, hands out that very path — the same decision as the
 * page that shows it, so a guessed URL opens nothing more than the page would.
 */

/** Runs one API operation as the requesting viewer. */
export type ExecuteAsViewer = <T>(query: string, variables: Record<string, unknown>) => Promise<{ data?: T | null; errors?: readonly { extensions?: Record<string, unknown> }[] }>;

const EMBED_QUERY = 'query MediaEmbed($id: ID!) { content(id: $id) { embeddedContent } }';
const NEWSSTAND_QUERY = 'query MediaNewsstand { digitalNewsstand { readerUrl } }';

/** The media folders whose files need the viewer's permission. */
export const GATED_MEDIA_FOLDERS = new Set(['embed', 'edicola']);

/** Thrown when the service deciding the permission is unavailable (the media route answers 502). */
export class MediaAccessUnavailable extends Error {}

function unavailable(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): boolean {
  return errors?.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE') ?? false;
}

/** Whether the viewer may open a gated media file (`mediaPath` is normalised, `/media/{folder}/{name}`). */
export async function mayOpenGatedMedia(execute: ExecuteAsViewer, mediaPath: string): Promise<boolean> {
  const [, , folder, name] = mediaPath.split('/');
  if (folder === 'embed') {
    const { data, errors } = await execute<{ content: { embeddedContent: string | null } | null }>(EMBED_QUERY, { id: name });
    if (unavailable(errors)) throw new MediaAccessUnavailable();
    return data?.content?.embeddedContent === mediaPath;
  }
  if (folder === 'edicola') {
    // Refused (FORBIDDEN) for everyone but premium members: no list, no reader.
    const { data, errors } = await execute<{ digitalNewsstand: { readerUrl: string }[] | null }>(NEWSSTAND_QUERY, {});
    if (unavailable(errors)) throw new MediaAccessUnavailable();
    return data?.digitalNewsstand?.some((issue) => issue.readerUrl === mediaPath) ?? false;
  }
  return true;
}
