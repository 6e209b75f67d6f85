import { Card, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { LogoFields_workspace$key } from '../../../__generated__/LogoFields_workspace.graphql';
import { LogoField } from './LogoField';

export function LogoFields({ workspace }: { workspace: LogoFields_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment LogoFields_workspace on Workspace {
        logoSquareUrl
        logoRectUrl
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  return (
    <Card.Root as="section" aria-labelledby="logo-heading">
      <Card.Header>
        <Card.Title id="logo-heading" as="h2">
          <Trans>Logos</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={6}>
          <LogoField kind="square" url={data.logoSquareUrl ?? null} label={t`Square logo`} />
          <LogoField kind="rect" url={data.logoRectUrl ?? null} label={t`Rectangle logo`} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
