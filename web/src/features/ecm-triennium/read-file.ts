/**
 * A picked file's content through FileReader, which every browser and the tests' DOM (jsdom, which
 * has no Blob.text() or Blob.arrayBuffer()) provide alike.
 */
function read<T>(file: Blob, start: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    start(reader);
  });
}

/** The file as text (UTF-8; a byte-order mark is left to the caller). */
export const fileText = (file: Blob) => read(file, (r) => r.readAsText(file, 'utf-8'), (r) => String(r.result));

/** The file's bytes. */
export const fileBytes = (file: Blob) => read(file, (r) => r.readAsArrayBuffer(file), (r) => new Uint8Array(r.result as ArrayBuffer));
