import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import JoiningWorkspaceQueryNode, { type JoiningWorkspaceQuery } from '../../__generated__/JoiningWorkspaceQuery.graphql';
import { environment } from '../../relay/environment';
import { invitationCodeOf } from './invitationCode';
import { SignInScreen } from './SignInScreen';

/** `/login`: from an invitation link, the invitation's details start loading with the page. */
export function loader({ request }: LoaderFunctionArgs) {
  const code = invitationCodeOf(new URL(request.url).searchParams.get('callback_url'));
  return code ? loadQuery<JoiningWorkspaceQuery>(environment, JoiningWorkspaceQueryNode, { code }, { fetchPolicy: 'network-only' }) : null;
}

export function Component() {
  return <SignInScreen invitation={useLoaderData() as PreloadedQuery<JoiningWorkspaceQuery> | null} />;
}
