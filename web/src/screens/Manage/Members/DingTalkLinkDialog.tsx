import { Button, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { useLinkDingTalkStaffMutation } from './useLinkDingTalkStaffMutation';

/**
 * Which DingTalk user a member is, for the workspace's DingTalk bots: they answer that person with
 * the member's permissions. Set by an admin, since whoever a DingTalk user is linked to is whose
 * documents the bot answers them from.
 */
export function DingTalkLinkDialog({
  memberId,
  name,
  staffId,
  onClose,
}: {
  memberId: string;
  name: string;
  staffId: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(staffId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [link, saving] = useLinkDingTalkStaffMutation();
  const formId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await link(memberId, value);
    if (outcome.message === null) {
      toaster.success({ title: value.trim() ? t`DingTalk account linked` : t`DingTalk account unlinked` });
      onClose();
    } else if (outcome.problems.staffId) {
      setProblem(outcome.problems.staffId);
    } else {
      toaster.error({ title: outcome.message });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>DingTalk account of {name}</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={(e) => void save(e)} noValidate>
                <Field.Root invalid={problem !== null}>
                  <Field.Label>
                    <Trans>DingTalk user ID</Trans>
                  </Field.Label>
                  <Input
                    value={value}
                    maxLength={64}
                    autoComplete="off"
                    onChange={(e) => {
                      setValue(e.target.value);
                      setProblem(null);
                    }}
                  />
                  {problem ? (
                    <Field.ErrorText>{problem}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>
                      <Trans>The userid DingTalk's admin console shows for this person. The DingTalk bots then answer them with this member's permissions. Leave it empty to unlink.</Trans>
                    </Field.HelperText>
                  )}
                </Field.Root>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
                <Trans>Save</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
