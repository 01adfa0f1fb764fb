import { describe, expect, it } from 'vitest';
import { catalogueBlockFor, showsTrainingLink } from './catalogueAccess';

describe("'Vai al Catalogo FAD' and 'Vai alla tua formazione' by type (spec 2 §2, §6)", () => {
  it.each([
    ['SUSPECT', null, false],
    ['REGISTRATO', 'CATALOGUE_LINK', true],
    ['TRIAL', 'OPEN_FAD_CATALOGUE', true],
    ['PREMIUM', 'OPEN_FAD_CATALOGUE', true],
    ['EX_TRIAL', null, true],
    ['EX_PREMIUM', null, true],
  ] as const)('%s: catalogue block %s, training link %s', (type, block, training) => {
    expect(catalogueBlockFor(type)).toBe(block);
    expect(showsTrainingLink(type)).toBe(training);
  });
});
