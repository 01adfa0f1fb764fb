import { describe, expect, it } from 'vitest';
import { NUMBERED_DOCUMENTS, visitorAnswerKey } from './visitor-responses';

describe('visitorAnswerKey', () => {
  it('is the same for the same document text, operation and variables, whatever string holds the text', () => {
    const text = 'query Plans { plans { name } }';
    const copy = ['query Plans ', '{ plans { name } }'].join('');
    expect(visitorAnswerKey(text, 'Plans', { a: 1 })).toBe(visitorAnswerKey(copy, 'Plans', { a: 1 }));
  });

  it('tells documents, operation names (none apart from empty) and variables apart, and does not carry the text', () => {
    const text = `query Long { ${'plans { name } '.repeat(50)}}`;
    const keys = [
      visitorAnswerKey(text, 'Long', {}),
      visitorAnswerKey(`${text} `, 'Long', {}),
      visitorAnswerKey(text, null, {}),
      visitorAnswerKey(text, '', {}),
      visitorAnswerKey(text, 'Long', { page: 2 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]!.length).toBeLessThan(40);
    expect(visitorAnswerKey(text, 'Long', null)).toBe(visitorAnswerKey(text, 'Long', {}));
  });

  it('never gives a key of one document to another when the numbering starts over', () => {
    const first = visitorAnswerKey('query First { plans { name } }', null, {});
    const keys = new Set([first]);
    for (let i = 0; i <= NUMBERED_DOCUMENTS; i++) keys.add(visitorAnswerKey(`query Other${i} { plans { name } }`, null, {}));
    // Past the bound: the same text again gets a new number, and no other text ever had the first one.
    expect(keys.size).toBe(NUMBERED_DOCUMENTS + 2);
    expect(visitorAnswerKey('query First { plans { name } }', null, {})).not.toBe(first);
  });
});
