import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { isWelcomeState, WELCOME_TEXT, welcomeText } from './welcomeMessage';
import './welcome.css';

const WelcomeMessageQuery = graphql(`
  query WelcomeMessage {
    viewer {
      user {
        id
        welcomeMessage {
          type
          clubName
        }
      }
    }
  }
`);

/**
 * Spec 1 §4: after a login, the page the member lands on greets them with the message of their type;
 * the default text stands until the data is there. It stays until closed or until the member moves on
 * (it lives in the landing page's router state), so no timer takes it away before it is read.
 */
export function WelcomeMessage() {
  const location = useLocation();
  const shown = isWelcomeState(location.state);
  return shown ? <WelcomeNotice /> : null;
}

function WelcomeNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data } = useQuery(WelcomeMessageQuery, { errorPolicy: 'all' });
  const close = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null, preventScrollReset: true });
  return (
    <div className="container">
      <div className="welcome-message" role="status" data-testid="welcome-message">
        <p className="welcome-message__text">{welcomeText(data?.viewer.user?.welcomeMessage)}</p>
        <button type="button" className="welcome-message__close" aria-label={WELCOME_TEXT.close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
