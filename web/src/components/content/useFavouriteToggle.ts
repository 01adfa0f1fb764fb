import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
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

/**
 * Adds or removes the item from the favourites. The server answers the updated item (Apollo updates
 * `isFavourite` in the cache) and the toast to show: 'Aggiunto a' / 'Rimosso da' followed by the link
 * to 'Le mie Risorse' or 'La mia Libreria'. A refusal by the server's policy opens its upsell
 * (`onRefused`); any other failure shows the spec's danger toast. Each click is one idempotent write:
 * a double click sends one request and shows one toast.
 */
export function useFavouriteToggle(
  contentId: string,
  isFavourite: boolean,
  onRefused: (upsellTitle: string) => void,
  /** Called once the server has added (true) or removed (false) the favourite: the tracking event. */
  onDone?: (added: boolean) => void,
) {
  const toast = useToast();
  const [justAdded, setJustAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [add, addState] = useIdempotentMutation(AddFavouriteMutation);
  const [remove, removeState] = useIdempotentMutation(RemoveFavouriteMutation);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useSingleFlight(async () => {
    try {
      const variables = { contentId };
      const result = isFavourite
        ? (await remove({ variables })).data?.removeFavourite
        : (await add({ variables })).data?.addFavourite;
      if (!result) throw new Error('No favourite result');
      onDone?.(!isFavourite);
      toast.show(result.toast.message, 'success', { link: { to: result.toast.link.href, label: result.toast.link.label } });
      if (!isFavourite) {
        setJustAdded(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setJustAdded(false), JUST_ADDED_MS);
      }
    } catch (error) {
      const upsellTitle = refusalUpsellTitle(error);
      if (upsellTitle !== null) onRefused(upsellTitle);
      else toast.show(ACTION_FAILURE_MESSAGE, 'danger');
    }
  });

  return { toggle, inFlight: addState.loading || removeState.loading, label: favouriteLabel(isFavourite, justAdded) };
}
