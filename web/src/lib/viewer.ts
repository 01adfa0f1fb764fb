import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

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

/**
 * The current viewer (undefined while the first load is in flight). A field that fails (e.g. the
 * member's data when the CRM is down) is null with its error while the rest stays (spec 1 §8
 * 'User-data load failure: logged and kept'): the header keeps its buttons and profile menu.
 */
export function useViewer() {
  const { data, loading, refetch, error } = useQuery(ViewerQuery, { errorPolicy: 'all' });
  if (error) console.error('Viewer: caricamento dei dati utente non riuscito', error);
  return { viewer: data?.viewer, loading, refetch };
}

/** The viewer as the layout reads it. */
export type Viewer = NonNullable<ReturnType<typeof useViewer>['viewer']>;
