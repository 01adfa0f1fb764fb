import { useEffect, useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ViewerQuery as ViewerQueryResult } from '../gql/graphql';

/**
 * Who is looking at the page, with the presentational choices the server derives from the
 * permission rules (header buttons, profile menu, top bar colour, credits counter). The web
 * shows what these say and never re-derives the rules.
 */
export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      subscriptionType
      flags {
        isSuspect
        isRegistered
        isTrial
        isPremium
        isExTrial
        isExPremium
        isEx
        isTrialOrPremium
        isAPS
      }
      activeWalletCodes
      headerButtons {
        id
        label
        href
        variant
        trackingCode
      }
      profileMenu {
        id
        label
        href
      }
      topBarColour
      showsCreditsCounter
      user {
        id
        username
        name
        surname
      }
    }
  }
`);

type ViewerUser = NonNullable<ViewerQueryResult['viewer']['user']>;

/**
 * The member's data last loaded by each client (spec 1 §8 'User-data load failure: logged and
 * kept'): shown again while a later load of it fails, whichever query's answer emptied it in the
 * cache (the viewer is one cache entry). Forgotten when the store is reset or cleared (sign-in,
 * sign-out) or the viewer is a visitor, so it never outlives the session it belongs to.
 */
const keptUsers = new WeakMap<ApolloClient, ViewerUser>();

/**
 * The current viewer (undefined while the first load is in flight). A field that fails (e.g. the
 * member's data when the CRM is down) is null with its error while the rest stays (spec 1 §8
 * 'User-data load failure: logged and kept'): the header keeps its buttons and profile menu, and
 * a member's data loaded before stays (their name on the profile button). A member's `user` is
 * null only when it failed (a visitor's is always null).
 */
export function useViewer() {
  const client = useApolloClient();
  const { data, loading, refetch, error } = useQuery(ViewerQuery, { errorPolicy: 'all' });
  if (error) console.error('Viewer: caricamento dei dati utente non riuscito', error);
  useEffect(() => {
    const forget = async () => {
      keptUsers.delete(client);
    };
    const unsubscribeReset = client.onResetStore(forget);
    const unsubscribeClear = client.onClearStore(forget);
    return () => {
      unsubscribeReset();
      unsubscribeClear();
    };
  }, [client]);
  const loaded = data?.viewer;
  const member = Boolean(loaded) && !loaded?.flags.isSuspect;
  if (loaded?.user) keptUsers.set(client, loaded.user);
  else if (loaded && !member) keptUsers.delete(client);
  const kept = member && !loaded?.user ? keptUsers.get(client) : undefined;
  const viewer = useMemo(() => (loaded && kept ? { ...loaded, user: kept } : loaded), [loaded, kept]);
  return { viewer, loading, refetch };
}

/** The viewer as the layout reads it. */
export type Viewer = NonNullable<ReturnType<typeof useViewer>['viewer']>;
