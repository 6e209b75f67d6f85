import { Card, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { UserInfo } from '../../api/user-info';
import { CreateWorkspaceForm } from '../../layout/CreateWorkspaceForm';

/** Step two: create a workspace (its creator is you), or join one through an invitation link. */
export function CreateWorkspaceStep({ info }: { info: UserInfo }) {
  // Someone already added to a workspace has nothing to create.
  useEffect(() => {
    if (info.current_workspace) window.location.assign('/home');
  }, [info.current_workspace]);

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={4}>
          <CreateWorkspaceForm />
          <Text color="fg.muted" fontSize="sm">
            <Trans>To join an existing workspace instead, open the invitation link its admin sent you.</Trans>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
