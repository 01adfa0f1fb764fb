import { describe, expect, it } from 'vitest';
import { fileContentProblem, inputBoundFor, INPUT_BOUNDS } from './input-bounds';
import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';

const base64Of = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64');

describe("a file's content is bounded by the file's limit in bytes, not as text", () => {
  it('takes a certificate, document or picture far longer than the text bound, up to the upload limit', () => {
    for (const name of ['contentBase64', 'document', 'profilePicture']) expect(inputBoundFor('String', name)).toBeNull();
    const content = base64Of(UPLOAD_MAX_BYTES);
    expect(content.length).toBeGreaterThan(INPUT_BOUNDS.text);
    expect(fileContentProblem('contentBase64', content, 'a.pdf')).toBeNull();
    expect(fileContentProblem('document', `data:application/pdf;base64,${content}`, 'a.pdf')).toBeNull();
    expect(fileContentProblem('profilePicture', `data:image/png;base64,${content}`, 'a.png')).toBeNull();
  });

  it("refuses one byte more with that file's own message and form field", () => {
    const over = base64Of(UPLOAD_MAX_BYTES + 1);
    expect(fileContentProblem('contentBase64', over, 'a.pdf')).toEqual({ message: "L'attestato supera i 100 KB.", field: 'certificate' });
    expect(fileContentProblem('document', `data:application/pdf;base64,${over}`, 'b.pdf')).toEqual({ message: "Il file 'b.pdf' supera la dimensione massima di 100 KB.", field: 'document' });
    expect(fileContentProblem('profilePicture', `data:image/png;base64,${over}`, 'c.png')).toEqual({ message: "Il file 'c.png' supera la dimensione massima di 100 KB.", field: 'profilePicture' });
  });

  it('never echoes a long file name at length', () => {
    const problem = fileContentProblem('profilePicture', base64Of(UPLOAD_MAX_BYTES + 1), `${'x'.repeat(5_000)}.png`);
    expect(problem?.message).toBe(`Il file '${'x'.repeat(100)}…' supera la dimensione massima di 100 KB.`);
  });

  it('leaves every other text to its own bound', () => {
    expect(inputBoundFor('String', 'presentationText')).toBe(INPUT_BOUNDS.text);
    expect(fileContentProblem('presentationText', base64Of(UPLOAD_MAX_BYTES + 1), null)).toBeNull();
  });
});
