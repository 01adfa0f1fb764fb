import { Kind, print, visit, type ObjectValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HomeFavouriteNewsDocument, HomeLatestNewsDocument } from '../../gql/graphql';

/** The `input` object of the document's `contents` field, printed field by field. */
function contentsInput(document: Parameters<typeof visit>[0]): Record<string, string> {
  let input: ObjectValueNode | undefined;
  visit(document, {
    Field(node) {
      if (node.name.value !== 'contents') return;
      const arg = node.arguments?.find((a) => a.name.value === 'input');
      if (arg?.value.kind === Kind.OBJECT) input = arg.value;
    },
  });
  if (!input) throw new Error('no contents(input: {...}) in the document');
  return Object.fromEntries(input.fields.map((f) => [f.name.value, print(f.value)]));
}

describe("the home's news searches (spec 2 §7: 'exclude contentType Tool and userOccupation')", () => {
  it("'Ultime News e Approfondimenti' asks the six latest news and articles, tools excluded, personalised", () => {
    expect(contentsInput(HomeLatestNewsDocument)).toEqual({
      contentTypes: '[News, Articolo]',
      excludeContentTypes: '[Tool]',
      personalised: 'true',
      rows: '6',
    });
  });

  it("'Le news per te' asks the chosen categories' six latest, tools and modules excluded, personalised", () => {
    expect(contentsInput(HomeFavouriteNewsDocument)).toEqual({
      categories: '$categories',
      excludeContentTypes: '[Modulo, Tool]',
      personalised: 'true',
      rows: '6',
    });
  });
});
