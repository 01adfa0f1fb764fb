import { headingsOf, toContent } from '../content-mapping';
import type { Context } from '../context';
import type { Content as ContentType, ContentResolvers } from '../generated/resolvers-types';

/** The body of an item: already there when it came by id, otherwise loaded (batched) on demand. */
async function bodyOf(parent: Pick<ContentType, 'id'> & { body?: string | null }, { dataSources }: Context): Promise<string | null> {
  if (typeof parent.body === 'string') return parent.body;
  return (await dataSources.cms.contentById(parent.id))?.body ?? null;
}

export const Content: ContentResolvers = {
  async __resolveReference({ id }, context) {
    const item = await context.dataSources.cms.contentById(id);
    return item ? toContent(item) : null;
  },

  body: (parent, _args, context) => bodyOf(parent, context),

  async headings(parent, _args, context) {
    return headingsOf(await bodyOf(parent, context));
  },
};
