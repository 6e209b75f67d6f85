import { Button, Portal, Tooltip, type ButtonProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { toaster } from './ui/toaster';

const SHOW_AFTER_MS = 200;
const SHOWN_FOR_MS = 1500;

/** Copies a text to the clipboard; a tooltip says so shortly after, and a toast says when it failed. */
export function CopyButton({ value, children, size = 'sm' }: { value: string; children?: string; size?: ButtonProps['size'] }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toaster.error({ title: t`Copy failed` });
      return;
    }
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [
      window.setTimeout(() => setCopied(true), SHOW_AFTER_MS),
      window.setTimeout(() => setCopied(false), SHOW_AFTER_MS + SHOWN_FOR_MS),
    ];
  };

  return (
    // Shown only after copying: hovering alone opens nothing, the button says what it does.
    <Tooltip.Root open={copied} onOpenChange={(e) => (e.open ? undefined : setCopied(false))}>
      <Tooltip.Trigger asChild>
        <Button size={size} variant="outline" onClick={() => void copy()}>
          {children ?? <Trans>Copy</Trans>}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Trans>Copied</Trans>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
