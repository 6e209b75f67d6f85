import { Button, CloseButton, Dialog, Fieldset, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { MemberChoice, type ChosenMember } from './MemberChoice';
import type { LinkedAccount } from './sourceAccount';
import { useLinkSourceAccountMutation } from './useLinkSourceAccountMutation';

/** Chooses the member an account belongs to, and links them. */
export function LinkMemberDialog({ account, onClose }: { account: LinkedAccount; onClose: () => void }) {
  const { t } = useLingui();
  const [member, setMember] = useState<ChosenMember | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, linking] = useLinkSourceAccountMutation();
  const formId = useId();
  const name = account.label;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) return setProblem(t`Choose a member`);
    const outcome = await link(account, member);
    if (outcome.message === null) {
      const memberName = member.wsUsername;
      toaster.success({ title: t`${name} linked to ${memberName}` });
      onClose();
    } else {
      setProblem(Object.values(outcome.problems)[0] ?? outcome.message);
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
                <Trans>Link {name} to a member</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={(e) => void save(e)} noValidate>
                <Fieldset.Root invalid={problem !== null}>
                  <Fieldset.HelperText>
                    <Trans>The member reads what the source lets this account read, in the apps that follow the source’s permissions.</Trans>
                  </Fieldset.HelperText>
                  <MemberChoice
                    value={member}
                    onChange={(next) => {
                      setMember(next);
                      setProblem(null);
                    }}
                  />
                  {problem ? <Fieldset.ErrorText>{problem}</Fieldset.ErrorText> : null}
                </Fieldset.Root>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={linking} loadingText={t`Linking…`}>
                <Trans>Link account</Trans>
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
