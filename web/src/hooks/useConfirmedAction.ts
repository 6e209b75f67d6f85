import { useState } from 'react';
import { toaster } from '../components/ui/toaster';

/**
 * A row's action that asks first (deleting, revoking): what it is for while the question is open
 * (`dialog` opens a `ConfirmDialog`) and, once confirmed, a toast of how it went.
 */
export function useConfirmedAction<T>(
  /** Null when it worked, the message otherwise. */
  act: (target: T) => Promise<string | null>,
  /** The toast when it worked. */
  done: (target: T) => string,
) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async () => {
    if (target === null) return;
    const failure = await act(target);
    setTarget(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: done(target) });
  };

  return {
    target,
    ask: (next: T) => setTarget(next),
    dialog: { open: target !== null, onClose: () => setTarget(null), onConfirm: () => void confirm() },
  };
}
