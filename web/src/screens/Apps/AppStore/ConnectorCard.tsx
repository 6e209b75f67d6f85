import { Button, Card, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ConnectorCard_connector$key } from '../../../__generated__/ConnectorCard_connector.graphql';
import { ConnectorIcon } from '../../../components/ConnectorIcon';

/** An entry of the app store, with the way to install an app from it. */
export function ConnectorCard({ connector, createPath }: { connector: ConnectorCard_connector$key; createPath: string }) {
  const data = useFragment(
    graphql`
      fragment ConnectorCard_connector on Connector {
        key
        name
        description
        platform
      }
    `,
    connector,
  );
  const { t } = useLingui();
  const name = data.name;
  return (
    <Card.Root as="article" aria-label={name} size="sm" height="full">
      <Card.Header>
        <HStack gap={3}>
          <ConnectorIcon platform={data.platform} />
          <Card.Title as="h2">{name}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Card.Description>{data.description}</Card.Description>
      </Card.Body>
      <Card.Footer justifyContent="end">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={`${createPath}?connector=${encodeURIComponent(data.key)}`} aria-label={t`Install ${name}`}>
            <Trans>Install</Trans>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
