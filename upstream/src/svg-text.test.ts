import { describe, expect, it } from 'vitest';
import { escapeXml, wrapWords } from './svg-text';

describe('SVG text helpers', () => {
  it('escapes the XML special characters', () => {
    expect(escapeXml(`a <b> & "c" 'd'`)).toBe('a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;');
  });

  it('wraps at spaces within the width, keeping an over-long word whole', () => {
    expect(wrapWords('uno due tre quattro', 7)).toEqual(['uno due', 'tre', 'quattro']);
    expect(wrapWords('  precipitevolissimevolmente  ', 5)).toEqual(['precipitevolissimevolmente']);
    expect(wrapWords('', 10)).toEqual([]);
  });
});
