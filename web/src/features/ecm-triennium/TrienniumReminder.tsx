import { useQuery } from '@apollo/client/react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { formatCredits } from './format';
import './triennium-reminder.css';

const TrienniumAccessQuery = graphql(`
  query EcmTrienniumReminderAccess {
    ecmTrienniumAccess
  }
`);

export const TrienniumReminderQuery = graphql(`
  query EcmTrienniumReminder {
    viewer {
      user {
        id
        ecmTriennium {
          start
          reminder {
            daysLeft
            missingToThreshold
            threshold
            end
          }
        }
      }
    }
  }
`);

/** Remembered for the browser session, per triennium (its last day): a new triennium reminds again. */
export const REMINDER_DISMISSED_KEY = 'club.ecmTriennium.reminderDismissed';

/** What the server renders with: it never knows the session's dismissals, so it shows nothing. */
const ON_THE_SERVER = '\u0000server';

function storedDismissal(): string | null {
  try {
    return window.sessionStorage.getItem(REMINDER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

// Another tab's session is its own: nothing to listen to (a dismissal here re-renders through state).
const subscribeNothing = () => () => undefined;

/**
 * The reminder to finish the current triennium (issue 40), in the member's profile: shown when the
 * server says so (`EcmTriennium.reminder`: below the CURRENT triennium's 70 % with fewer than 180
 * days left), dismissible for the session. Only members who track the triennium ask for it.
 */
export function TrienniumReminder() {
  const access = useQuery(TrienniumAccessQuery, { errorPolicy: 'all' });
  const tracks = access.data?.ecmTrienniumAccess === 'TRACK';
  const { data } = useQuery(TrienniumReminderQuery, { errorPolicy: 'all', skip: !tracks });
  const triennium = data?.viewer.user?.ecmTriennium;
  const reminder = triennium?.reminder;
  const stored = useSyncExternalStore(subscribeNothing, storedDismissal, () => ON_THE_SERVER);
  const [closedNow, setClosedNow] = useState(false);
  if (!triennium || !reminder || closedNow || stored === ON_THE_SERVER || stored === reminder.end) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(REMINDER_DISMISSED_KEY, reminder.end);
    } catch {
      // Storage blocked: closed for this page view only.
    }
    setClosedNow(true);
  };
  const years = `${triennium.start.slice(0, 4)}-${reminder.end.slice(0, 4)}`;
  return (
    <section className="triennium-reminder" aria-label="Promemoria triennio ECM">
      <p>
        <strong>Triennio ECM {years}, quello in corso:</strong> mancano {reminder.daysLeft} giorni alla fine e ti mancano {formatCredits(reminder.missingToThreshold)}{' '}
        crediti per arrivare al 70% del tuo obbligo ({formatCredits(reminder.threshold)} crediti), la soglia per la copertura assicurativa di questo triennio.
      </p>
      <p>
        <Link to={paths.ecmTriennium}>Vai al tuo triennio ECM e al piano di corsi</Link>{' '}
        <Button variant="link" size="sm" onClick={dismiss}>
          Chiudi il promemoria
        </Button>
      </p>
    </section>
  );
}
