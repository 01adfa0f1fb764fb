/** Saves a base64 file (a GraphQL FileDownload) through a temporary object URL. */
export function saveBase64File(file: { base64: string; contentType: string; fileName: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
}

/**
 * Fetches a file link and saves it under `fileName` (spec 1 §7 'Download banner: fetch of a file link,
 * saved as a file named from the link'). Rejects when the answer is not a success or, given
 * `contentTypes`, not one of them: an error page or a JSON refusal is never saved as the file.
 */
export async function fetchAndSaveFile(url: string, fileName: string, contentTypes?: readonly string[]): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentTypes && !contentTypes.includes(type)) throw new Error(`${url}: ${type || 'no content type'}`);
  saveBlob(await response.blob(), fileName);
}

/** Saves `blob` as `fileName` through a temporary object URL and a download link's click. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
