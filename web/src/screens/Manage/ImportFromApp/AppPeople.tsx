import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AppPeopleQuery } from '../../../__generated__/AppPeopleQuery.graphql';
import { DirectoryPeople } from './DirectoryPeople';

export const appPeopleQuery = graphql`
  query AppPeopleQuery($appId: ID!) {
    node(id: $appId) {
      ... on App @alias(as: "app") {
        ...DirectoryPeople_app
      }
    }
  }
`;

/** The people of the app the address names (its route loader started reading them). */
export function AppPeople({ queryRef }: { queryRef: PreloadedQuery<AppPeopleQuery> }) {
  const app = usePreloadedQuery<AppPeopleQuery>(appPeopleQuery, queryRef).node?.app;
  if (!app) {
    return (
      <Text>
        <Trans>This app keeps no directory of people to import from.</Trans>
      </Text>
    );
  }
  return <DirectoryPeople app={app} />;
}
