import { Box, Checkbox, Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { MemberPickerQuery } from '../../../__generated__/MemberPickerQuery.graphql';

/**
 * Checkboxes over the workspace's first hundred members. Loaded as the role dialog opens (see
 * RoleList), on its own: the role list does not carry a hundred members for a dialog that may never open.
 */
export function MemberPicker({
  members,
  value,
  onChange,
}: {
  members: PreloadedQuery<MemberPickerQuery>;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const data = usePreloadedQuery<MemberPickerQuery>(
    graphql`
      query MemberPickerQuery {
        viewer {
          currentWorkspace {
            members(first: 100) {
              edges {
                node {
                  id
                  wsUsername
                }
              }
            }
          }
        }
      }
    `,
    members,
  );
  const edges = data.viewer?.currentWorkspace?.members.edges ?? [];
  return (
    <Box maxH="60" overflowY="auto" borderWidth="1px" borderRadius="md" p={3}>
      <Checkbox.Group value={value} onValueChange={onChange}>
        <Stack gap={2}>
          {edges.map(({ node }) => (
            <Checkbox.Root key={node.id} value={node.id} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{node.wsUsername}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Checkbox.Group>
    </Box>
  );
}
