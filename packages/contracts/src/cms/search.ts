/** The EditorialContent searches (spec 2 §7) and the reads of contents by id. Public: no token needed. */
import { z } from 'zod';
import { route } from '../route';
import { contentItemSchema, contentQuerySchema, groupedSearchAnswer, ungroupedSearchAnswer } from './content';

/** Most ids one batched read takes. */
export const MAX_CONTENT_IDS_PER_CALL = 200;

export const cmsSearchRoutes = {
  searchGrouped: route({
    family: 'cms',
    method: 'POST',
    path: '/CMS/Search/EditorialContent',
    sharing: 'everyone',
    summary: 'Grouped search: one group per content type, at most criteria.groupingLimit items each',
    auth: 'none',
    body: contentQuerySchema,
    response: groupedSearchAnswer,
    errors: { 400: 'Malformed ContentQuery' },
  }),
  searchUngrouped: route({
    family: 'cms',
    method: 'POST',
    path: '/CMS/Search/EditorialContent/Ungrouped',
    sharing: 'everyone',
    summary: 'Ungrouped search: one ordered page of criteria.rows items',
    auth: 'none',
    body: contentQuerySchema,
    response: ungroupedSearchAnswer,
    errors: { 400: 'Malformed ContentQuery' },
  }),
  contentsById: route({
    family: 'cms',
    method: 'POST',
    path: '/CMS/Contenuti/PerId',
    sharing: 'everyone',
    summary: 'Contents with their bodies by id, batched; unknown ids are left out',
    auth: 'none',
    body: z.object({ ids: z.array(z.string().min(1)).min(1).max(MAX_CONTENT_IDS_PER_CALL) }),
    response: z.object({ docs: z.array(contentItemSchema) }),
    errors: { 400: 'No ids, or more than 200' },
  }),
  contentById: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Contenuti/{id}',
    summary: 'A content with its body',
    auth: 'none',
    params: z.object({ id: z.string() }),
    response: contentItemSchema,
    errors: { 404: 'Unknown id' },
  }),
};
