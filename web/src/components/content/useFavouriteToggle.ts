import { makeVar, type ApolloClient, type ReactiveVar } from '@apollo/client';
import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useIdempotentMutation } from '../../lib/idempotency';
import { useToast } from '../ui/Toast';
import { refusalUpsellTitle } from './refusal';

const AddFavouriteMutation = graphql(`
  mutation AddFavourite($contentId: ID!) {
    addFavourite(contentId: $contentId) {
      content {
        id
        isFavourite
      }
      toast {
        message
        link {
          href
          label
        }
      }
    }
  }
`);

const RemoveFavouriteMutation = graphql(`
  mutation RemoveFavourite($contentId: ID!) {
    removeFavourite(contentId: $contentId) {
      content {
        id
        isFavourite
      }
      toast {
        message
        link {
          href
          label
        }
      }
    }
  }
`);

/** How long the button says 'Aggiunto ai preferiti' before offering the removal. */
export const JUST_ADDED_MS = 2000;

/** Spec 1 §8 / 2 §8: the danger toast of a failed favourite change (also used for a failed download). */
export const ACTION_FAILURE_MESSAGE = 'Qualcosa è andato storto, riprova.';

export type FavouriteLabel = 'Aggiungi ai preferiti' | 'Aggiunto ai preferiti' | 'Rimuovi dai preferiti';

/** Spec 1 §4: the three labels of the favourite toggle. */
export function favouriteLabel(isFavourite: boolean, justAdded: boolean): FavouriteLabel {
  if (!isFavourite) return 'Aggiungi ai preferiti';
  return justAdded ? 'Aggiunto ai preferiti' : 'Rimuovi dai preferiti';
}

/** What a content's favourite buttons show besides `isFavourite`: a change on its way, a fresh addition. */
interface FavouriteChange {
  inFlight: boolean;
  justAdded: boolean;
}

const NO_CHANGE: FavouriteChange = { inFlight: false, justAdded: false };

/**
 * The favourite changes of one client, by content id. A page may show a content's toggle twice (an
 * article's action bars above and below the body): `isFavourite` is one cache entry (Content:{id}),
 * and so is this, so both buttons say the same thing, are disabled together while a change is on
 * its way, and a click on either cannot send a second change.
 */
interface FavouriteChanges {
  changes: ReactiveVar<Readonly<Record<string, FavouriteChange>>>;
  timers: Map<string, ReturnType<typeof setTimeout>>;
}

const changesByClient = new WeakMap<ApolloClient, FavouriteChanges>();

function favouriteChangesOf(client: ApolloClient): FavouriteChanges {
  let state = changesByClient.get(client);
  if (!state) {
    state = { changes: makeVar<Readonly<Record<string, FavouriteChange>>>({}), timers: new Map() };
    changesByClient.set(client, state);
  }
  return state;
}

function setChange({ changes }: FavouriteChanges, contentId: string, patch: Partial<FavouriteChange>) {
  const all = changes();
  changes({ ...all, [contentId]: { ...(all[contentId] ?? NO_CHANGE), ...patch } });
}

/**
 * Adds or removes the item from the favourites. The server answers the updated item (Apollo updates
 * `isFavourite` in the cache) and the toast to show: 'Aggiunto a' / 'Rimosso da' followed by the link
 * to 'Le mie Risorse' or 'La mia Libreria'. A refusal by the server's policy opens its upsell
 * (`onRefused`); any other failure shows the spec's danger toast. Each click is one idempotent write:
 * a double click, or a click on the content's other toggle, sends one request and shows one toast.
 */
export function useFavouriteToggle(
  contentId: string,
  isFavourite: boolean,
  onRefused: (upsellTitle: string) => void,
  /** Called once the server has added (true) or removed (false) the favourite: the tracking event. */
  onDone?: (added: boolean) => void,
) {
  const toast = useToast();
  const state = favouriteChangesOf(useApolloClient());
  const change = useReactiveVar(state.changes)[contentId] ?? NO_CHANGE;
  const [add] = useIdempotentMutation(AddFavouriteMutation);
  const [remove] = useIdempotentMutation(RemoveFavouriteMutation);

  const toggle = async () => {
    if (state.changes()[contentId]?.inFlight) return;
    setChange(state, contentId, { inFlight: true });
    try {
      const variables = { contentId };
      const result = isFavourite
        ? (await remove({ variables })).data?.removeFavourite
        : (await add({ variables })).data?.addFavourite;
      if (!result) throw new Error('No favourite result');
      onDone?.(!isFavourite);
      toast.show(result.toast.message, 'success', { link: { to: result.toast.link.href, label: result.toast.link.label } });
      clearTimeout(state.timers.get(contentId));
      setChange(state, contentId, { justAdded: !isFavourite });
      if (!isFavourite) state.timers.set(contentId, setTimeout(() => setChange(state, contentId, { justAdded: false }), JUST_ADDED_MS));
    } catch (error) {
      const upsellTitle = refusalUpsellTitle(error);
      if (upsellTitle !== null) onRefused(upsellTitle);
      else toast.show(ACTION_FAILURE_MESSAGE, 'danger');
    } finally {
      setChange(state, contentId, { inFlight: false });
    }
  };

  return { toggle, inFlight: change.inFlight, label: favouriteLabel(isFavourite, change.justAdded) };
}
