import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { AgentEditorScreenCreateMutation } from '../../__generated__/AgentEditorScreenCreateMutation.graphql';
import type { AgentEditorScreenKeyMutation } from '../../__generated__/AgentEditorScreenKeyMutation.graphql';
import type { AgentEditorScreenQuery } from '../../__generated__/AgentEditorScreenQuery.graphql';
import type { AgentEditorScreenUpdateMutation } from '../../__generated__/AgentEditorScreenUpdateMutation.graphql';
import { toaster } from '../../components/ui/toaster';
import { AgentForm, type AgentValues } from './AgentForm';
import { KeyDialog } from './KeyDialog';
import { listPath, type AgentSection } from './section';

type Outcome = { __typename: string; message?: string; problems?: readonly { field: string; message: string }[] };

/** Creating an agent (no id) or editing one: the form, and for an existing one its key. */
export function AgentEditorScreen({ section }: { section: AgentSection }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { id = null } = useParams();
  const manage = section === 'manage';
  const data = useLazyLoadQuery<AgentEditorScreenQuery>(
    graphql`
      query AgentEditorScreenQuery($id: ID!, $editing: Boolean!, $manage: Boolean!) {
        agent: node(id: $id) @include(if: $editing) {
          ... on Agent {
            id
            name
            description
            systemPrompt
            avatar
            visibleRange
            roles {
              id
            }
            enabled
            model
            scopedToApps
            apps {
              id
            }
            keyHint
          }
        }
        viewer {
          currentWorkspace {
            roles(first: 100) @include(if: $manage) {
              edges {
                node {
                  id
                  name
                }
              }
            }
            apps(first: 100) @include(if: $manage) {
              edges {
                node {
                  id
                  title
                }
              }
            }
            personalApps(first: 100) @skip(if: $manage) {
              edges {
                node {
                  id
                  title
                }
              }
            }
          }
        }
      }
    `,
    { id: id ?? '', editing: id !== null, manage },
    { fetchPolicy: 'store-and-network' },
  );
  const [create] = useMutation<AgentEditorScreenCreateMutation>(graphql`
    mutation AgentEditorScreenCreateMutation($scope: AgentScope!, $input: AgentInput!) {
      createAgent(scope: $scope, input: $input) {
        __typename
        ... on AgentPayload {
          key
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [update] = useMutation<AgentEditorScreenUpdateMutation>(graphql`
    mutation AgentEditorScreenUpdateMutation($id: ID!, $input: AgentInput!) {
      updateAgent(agentId: $id, input: $input) {
        __typename
        ... on AgentPayload {
          agent {
            id
            name
            enabled
            keyHint
          }
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [regenerate, regenerating] = useMutation<AgentEditorScreenKeyMutation>(graphql`
    mutation AgentEditorScreenKeyMutation($id: ID!) {
      regenerateAgentKey(agentId: $id) {
        __typename
        ... on AgentPayload {
          key
          agent {
            id
            keyHint
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [shownKey, setShownKey] = useState<{ key: string; leave: boolean } | null>(null);
  const agent = data.agent && 'name' in data.agent ? data.agent : null;
  const workspace = data.viewer?.currentWorkspace;
  const roles = workspace?.roles?.edges.map(({ node }) => ({ id: node.id, name: node.name })) ?? [];
  // A workspace agent answers from workspace apps; a personal one from its owner's own apps.
  const apps = [...(workspace?.apps?.edges ?? []), ...(workspace?.personalApps?.edges ?? [])].map(({ node }) => ({ id: node.id, name: node.title }));

  if (id && !agent) {
    return (
      <Text role="alert">
        <Trans>The agent does not exist or is not available</Trans>
      </Text>
    );
  }

  const initial: AgentValues = agent
    ? {
        name: agent.name ?? '',
        description: agent.description ?? '',
        systemPrompt: agent.systemPrompt ?? '',
        avatar: agent.avatar ?? null,
        visibleRange: agent.visibleRange ?? null,
        roleIds: agent.roles?.map((r) => r.id) ?? [],
        enabled: agent.enabled ?? true,
        model: agent.model ?? '',
        scopedToApps: agent.scopedToApps ?? false,
        appIds: agent.apps?.map((a) => a.id) ?? [],
      }
    : { name: '', description: '', systemPrompt: '', avatar: null, visibleRange: null, roleIds: [], enabled: true, model: '', scopedToApps: null, appIds: [] };

  const outcomeOf = (result: Outcome, ok: () => void): Record<string, string> | null => {
    if (result.__typename === 'AgentPayload') {
      ok();
      return null;
    }
    if (result.problems?.length) return Object.fromEntries(result.problems.map((p) => [p.field, p.message]));
    toaster.error({ title: result.message ?? t`Operation failed` });
    return null;
  };

  const save = (values: AgentValues) =>
    new Promise<Record<string, string> | null>((resolve) => {
      const input = {
        name: values.name.trim(),
        description: values.description,
        systemPrompt: values.systemPrompt,
        avatar: values.avatar,
        ...(manage && { visibleRange: values.visibleRange, roleIds: values.visibleRange === 'SPECIFIED_ROLES' ? values.roleIds : [] }),
        enabled: values.enabled,
        model: values.model.trim(),
        scopedToApps: Boolean(values.scopedToApps),
        appIds: values.scopedToApps ? values.appIds : [],
      };
      const failed = () => {
        toaster.error({ title: t`Operation failed` });
        resolve(null);
      };
      if (agent?.id) {
        update({
          variables: { id: agent.id, input },
          onCompleted: ({ updateAgent }) => resolve(outcomeOf(updateAgent as Outcome, () => toaster.success({ title: t`Saved` }))),
          onError: failed,
        });
      } else {
        create({
          variables: { scope: manage ? 'WORKSPACE' : 'PERSONAL', input },
          onCompleted: ({ createAgent }) =>
            resolve(
              outcomeOf(createAgent as Outcome, () => {
                toaster.success({ title: t`Agent created` });
                if (createAgent.__typename === 'AgentPayload' && createAgent.key) setShownKey({ key: createAgent.key, leave: true });
              }),
            ),
          onError: failed,
        });
      }
    });

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {agent ? <Trans>Edit agent</Trans> : <Trans>Create an agent</Trans>}
        </Heading>
        {agent?.id ? (
          <HStack>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Key {agent.keyHint}…</Trans>
            </Text>
            <Button
              size="sm"
              variant="outline"
              loading={regenerating}
              onClick={() =>
                regenerate({
                  variables: { id: agent.id! },
                  onCompleted: ({ regenerateAgentKey }) => {
                    if (regenerateAgentKey.__typename === 'AgentPayload' && regenerateAgentKey.key) setShownKey({ key: regenerateAgentKey.key, leave: false });
                    else toaster.error({ title: t`Operation failed` });
                  },
                })
              }
            >
              <Trans>Regenerate key</Trans>
            </Button>
          </HStack>
        ) : null}
      </HStack>
      <AgentForm
        key={agent?.id ?? 'new'}
        initial={initial}
        workspaceAgent={manage}
        roles={roles}
        apps={apps}
        submitLabel={agent ? t`Save` : t`Create`}
        onSubmit={save}
      />
      <KeyDialog
        agentKey={shownKey?.key ?? null}
        onClose={() => {
          const leave = shownKey?.leave;
          setShownKey(null);
          if (leave) navigate(listPath(section));
        }}
      />
    </Stack>
  );
}

export const ManageComponent = () => <AgentEditorScreen section="manage" />;
export const PersonalComponent = () => <AgentEditorScreen section="personal" />;
