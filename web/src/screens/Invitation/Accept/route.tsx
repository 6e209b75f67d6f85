import { useParams } from 'react-router-dom';
import { AcceptInvitationScreen } from './AcceptInvitationScreen';

/**
 * `/invitation/:code/accept`. No loader: signing in comes back to this very address, so the
 * check runs once the address is this page's (a loader runs while the previous one still shows).
 */
export function Component() {
  return <AcceptInvitationScreen code={useParams().code ?? ''} />;
}
