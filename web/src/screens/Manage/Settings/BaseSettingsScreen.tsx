import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { BaseSettingsScreenQuery$data } from '../../../__generated__/BaseSettingsScreenQuery.graphql';
import { LogoFields } from './LogoFields';
import { PlanSummary } from './PlanSummary';
import { WorkspaceForm } from './WorkspaceForm';

export const baseSettingsScreenQuery = graphql`
  query BaseSettingsScreenQuery {
    viewer {
      currentWorkspace {
        ...WorkspaceForm_workspace
        ...LogoFields_workspace
        ...PlanSummary_workspace
      }
    }
  }
`;

export function BaseSettingsScreen({ data }: { data: BaseSettingsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={6} maxW="4xl">
      <Heading as="h1" size="xl">
        <Trans>Basic information</Trans>
      </Heading>
      <WorkspaceForm workspace={workspace} />
      <LogoFields workspace={workspace} />
      <PlanSummary workspace={workspace} />
    </Stack>
  );
}
