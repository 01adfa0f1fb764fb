/** The member's favourites (spec 2 §7 POST /favorites, DELETE /favorites/{id}) and category preferences. Bearer token required. */
import { z } from 'zod';
import { route } from '../route';
import { contentItemSchema } from './content';

/** Favourite types (spec 2 §3 Favorite): Tool, Modulo, or any other editorial content. */
export const FAVOURITE_TYPES = ['Tool', 'Modulo', 'Editoriale'] as const;
export const favouriteType = z.enum(FAVOURITE_TYPES);
export type FavouriteType = z.infer<typeof favouriteType>;

const favouriteCategories = z.object({ categories: z.array(z.string()) });

export const cmsFavouriteRoutes = {
  addFavourite: route({
    family: 'cms',
    method: 'POST',
    path: '/favorites',
    memberOnlyWrite: true,
    summary: 'Adds a favourite (idempotent: adding twice keeps one, still 201)',
    auth: 'required',
    body: z.object({ id: z.string().min(1), type: z.string().min(1) }),
    response: z.object({ id: z.string(), type: z.string() }),
    status: 201,
    errors: { 400: 'Malformed body', 401: 'No or invalid token', 404: 'Unknown content' },
  }),
  removeFavourite: route({
    family: 'cms',
    method: 'DELETE',
    path: '/favorites/{id}',
    memberOnlyWrite: true,
    summary: 'Removes a favourite',
    auth: 'required',
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string() }),
    errors: { 401: 'No or invalid token', 404: 'Not a favourite' },
  }),
  favourites: route({
    family: 'cms',
    method: 'GET',
    path: '/favorites',
    summary: "The member's favourites, newest first; without type every favourite but Tools",
    auth: 'required',
    query: z.object({
      type: favouriteType.optional(),
      rows: z.coerce.number().int().min(1).max(999).default(6),
      offset: z.coerce.number().int().min(0).default(0),
    }),
    response: z.object({ docs: z.array(contentItemSchema), matches: z.number().int() }),
    errors: { 400: 'Malformed query', 401: 'No or invalid token' },
  }),
  favouriteIds: route({
    family: 'cms',
    method: 'GET',
    path: '/favorites/ids',
    summary: "Every favourite id of the member (one call marks a whole listing)",
    auth: 'required',
    response: z.object({ ids: z.array(z.string()) }),
    errors: { 401: 'No or invalid token' },
  }),
  favouriteCategories: route({
    family: 'cms',
    method: 'GET',
    path: '/favorites/categorie',
    summary: 'Favourite category preferences ([] when none saved)',
    auth: 'required',
    response: favouriteCategories,
    errors: { 401: 'No or invalid token' },
  }),
  saveFavouriteCategories: route({
    family: 'cms',
    method: 'PUT',
    path: '/favorites/categorie',
    memberOnlyWrite: true,
    summary: 'Saves the favourite category preferences (duplicates dropped)',
    auth: 'required',
    body: z.object({ categories: z.array(z.string().min(1).max(100)).max(50) }),
    response: favouriteCategories,
    errors: { 400: 'Malformed body', 401: 'No or invalid token' },
  }),
};
