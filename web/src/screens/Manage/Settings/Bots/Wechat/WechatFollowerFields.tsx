import { Field, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { WechatFollowerFields_workspace$key } from '../../../../../__generated__/WechatFollowerFields_workspace.graphql';

export type UnboundFollowers = 'DEFAULT_REPLY' | 'BOUND_USER';

/**
 * What followers not bound to a member get (the default reply, or answers with the bound user's
 * permissions), and that bound user: one of the workspace's members.
 */
export function WechatFollowerFields({
  workspace,
  unboundFollowers,
  onUnboundFollowersChange,
  boundUserId,
  onBoundUserChange,
  errors,
}: {
  workspace: WechatFollowerFields_workspace$key;
  unboundFollowers: UnboundFollowers;
  onUnboundFollowersChange: (value: UnboundFollowers) => void;
  boundUserId: string | null;
  onBoundUserChange: (boundUserId: string | null) => void;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment WechatFollowerFields_workspace on Workspace {
        members(first: 100) {
          edges {
            node {
              id
              wsUsername
              user {
                displayName
              }
            }
          }
        }
      }
    `,
    workspace,
  );
  return (
    <>
      <Field.Root invalid={Boolean(errors.unboundFollowers)}>
        <Field.Label id="wechat-unbound-label">
          <Trans>Followers not bound to a member</Trans>
        </Field.Label>
        <RadioGroup.Root
          value={unboundFollowers}
          onValueChange={(e) => onUnboundFollowersChange(e.value === 'BOUND_USER' ? 'BOUND_USER' : 'DEFAULT_REPLY')}
          aria-labelledby="wechat-unbound-label"
        >
          <Stack gap={2}>
            <RadioGroup.Item value="DEFAULT_REPLY">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Trans>Get the default reply</Trans>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="BOUND_USER">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Trans>Are answered with the bound user’s permissions</Trans>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.boundUserId)} maxW="md">
        <Field.Label>
          <Trans>Bound user</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={boundUserId ?? ''} onChange={(e) => onBoundUserChange(e.target.value || null)}>
            <option value="">{t`None`}</option>
            {data.members.edges.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.wsUsername || node.user.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.boundUserId ? <Field.ErrorText>{errors.boundUserId}</Field.ErrorText> : null}
      </Field.Root>
    </>
  );
}
