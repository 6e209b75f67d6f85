import { Button, Dialog, Field, Fieldset, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { checkLength } from '../../../../../bff/src/validation/rules.ts';
import type { MemberPickerQuery } from '../../../__generated__/MemberPickerQuery.graphql';
import type { RoleDialog_role$key } from '../../../__generated__/RoleDialog_role.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ruleMessages } from '../../../i18n/rule-messages';
import { MemberPicker } from './MemberPicker';
import { useCreateRoleMutation } from './useCreateRoleMutation';
import { SourceGroupPicker } from './SourceGroupPicker';
import { useSetRoleSourceGroupMutation } from './useSetRoleSourceGroupMutation';
import { useUpdateRoleMutation } from './useUpdateRoleMutation';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** Creates a role (no `role`) or edits one: its name, description, members and the source group it follows. */
export function RoleDialog({
  open,
  onClose,
  role,
  members,
  connections,
}: {
  open: boolean;
  onClose: () => void;
  role: RoleDialog_role$key | null;
  /** The members to choose from, loaded by what opened the dialog. */
  members: PreloadedQuery<MemberPickerQuery> | null;
  connections: string[];
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RoleForm role={role} members={members} connections={connections} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RoleForm({
  role,
  members,
  connections,
  onClose,
}: {
  role: RoleDialog_role$key | null;
  members: PreloadedQuery<MemberPickerQuery> | null;
  connections: string[];
  onClose: () => void;
}) {
  const current = useFragment(
    graphql`
      fragment RoleDialog_role on Role {
        id
        name
        description
        members {
          id
        }
        sourceGroup {
          principal
        }
      }
    `,
    role,
  );
  const { t, i18n } = useLingui();
  const [name, setName] = useState(current?.name ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(() => current?.members.map((member) => member.id) ?? []);
  const [sourceGroup, setSourceGroup] = useState(current?.sourceGroup?.principal ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateRoleMutation();
  const [update, updating] = useUpdateRoleMutation();
  const [setGroup, settingGroup] = useSetRoleSourceGroupMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const nameTooLong = checkLength('roleName', name);
    if (!name.trim()) found.name = t`Please enter the role name`;
    else if (nameTooLong) found.name = i18n._(ruleMessages[nameTooLong]);
    const descriptionTooLong = checkLength('roleDescription', description);
    if (descriptionTooLong) found.description = i18n._(ruleMessages[descriptionTooLong]);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { name: name.trim(), description: description.trim(), memberIds };
    let roleId = current?.id ?? null;
    let outcome;
    if (current) outcome = await update(current.id, input);
    else {
      outcome = await create(input, connections);
      const created = outcome.response?.createRole;
      roleId = created?.__typename === 'RolePayload' ? (created.role?.id ?? null) : null;
    }
    if (outcome.message === null) {
      // The group a role follows is saved beside it, once the role is there.
      const unchanged = sourceGroup === (current?.sourceGroup?.principal ?? '');
      const grouped = unchanged || !roleId ? null : (await setGroup(roleId, sourceGroup)).message;
      if (grouped) toaster.error({ title: grouped });
      else toaster.success({ title: t`Saved` });
      onClose();
      return;
    }
    if (Object.keys(outcome.problems).length) setErrors(outcome.problems);
    else if (outcome.failure === 'NameTakenError') setErrors({ name: outcome.message });
    else toaster.error({ title: outcome.message });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{current ? <Trans>Edit role</Trans> : <Trans>New role</Trans>}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              <Trans>Role name</Trans>
            </Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} />
            {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>
              <Trans>Description</Trans>
            </Field.Label>
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} />
            {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
          </Field.Root>
          <Fieldset.Root invalid={Boolean(errors.memberIds)}>
            <Fieldset.Legend>
              <Trans>Members</Trans>
            </Fieldset.Legend>
            <Suspense fallback={<LoadingSpinner size="sm" />}>
              {members ? <MemberPicker members={members} value={memberIds} onChange={setMemberIds} /> : null}
            </Suspense>
            {errors.memberIds ? <Fieldset.ErrorText>{errors.memberIds}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
          <Suspense fallback={<LoadingSpinner size="sm" />}>
            <SourceGroupPicker value={sourceGroup} onChange={setSourceGroup} />
          </Suspense>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" colorPalette="brand" loading={creating || updating || settingGroup} loadingText={t`Saving…`}>
          <Trans>Save</Trans>
        </Button>
      </Dialog.Footer>
    </form>
  );
}
