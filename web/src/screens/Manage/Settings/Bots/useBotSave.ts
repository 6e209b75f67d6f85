import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../../components/ui/toaster';
import type { SaveOutcome } from '../../../../relay/mutationResult';

/**
 * Saving a bot's form, whichever its platform: an existing bot is updated in place; a new one is
 * created and its own page opened next, for what its platform's console needs (a callback URL,
 * keys) is made for it. Settles as the form wants: null when saved, the problems by field otherwise.
 */
export function useBotSave<Input, Created>({
  botId,
  update,
  create,
  createdId,
  editPath,
}: {
  botId: string | null;
  update: (id: string, input: Input) => Promise<SaveOutcome<unknown>>;
  create: (input: Input) => Promise<SaveOutcome<Created>>;
  /** The new bot's ID in the create mutation's response. */
  createdId: (response: Created) => string | null | undefined;
  /** The edit page's path, the bot's ID left off the end. */
  editPath: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();

  const settle = <R,>(outcome: SaveOutcome<R>, saved: (response: R) => void): Record<string, string> | null => {
    if (outcome.response) {
      saved(outcome.response);
      return null;
    }
    if (Object.keys(outcome.problems).length > 0) return outcome.problems;
    toaster.error({ title: outcome.message ?? t`Operation failed` });
    return {};
  };

  return async (input: Input) => {
    if (botId) return settle(await update(botId, input), () => toaster.success({ title: t`Saved` }));
    return settle(await create(input), (response) => {
      toaster.success({ title: t`Bot created` });
      const created = createdId(response);
      if (created) navigate(`${editPath}${encodeURIComponent(created)}`, { replace: true });
    });
  };
}
