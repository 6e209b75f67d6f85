import { Button, type ButtonProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { toaster } from './ui/toaster';

const CopiedTooltip = lazy(() => import('./CopiedTooltip').then((module) => ({ default: module.CopiedTooltip })));

const SHOW_AFTER_MS = 200;
const SHOWN_FOR_MS = 1500;

/** Copies a text to the clipboard; a tooltip says so shortly after, and a toast says when it failed. */
export function CopyButton({ value, children, size = 'sm' }: { value: string; children?: string; size?: ButtonProps['size'] }) {
  const { t } = useLingui();
  const id = useId();
  // Null until the first copy: the tooltip is not even loaded before.
  const [copied, setCopied] = useState<boolean | null>(null);
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
    setCopied(false);
    timers.current = [
      window.setTimeout(() => setCopied(true), SHOW_AFTER_MS),
      window.setTimeout(() => setCopied(false), SHOW_AFTER_MS + SHOWN_FOR_MS),
    ];
  };

  // Shown only after copying: hovering alone opens nothing, the button says what it does.
  return (
    <>
      <Button id={id} size={size} variant="outline" onClick={() => void copy()}>
        {children ?? <Trans>Copy</Trans>}
      </Button>
      {copied === null ? null : (
        <Suspense fallback={null}>
          <CopiedTooltip triggerId={id} open={copied} onClose={() => setCopied(false)} />
        </Suspense>
      )}
    </>
  );
}
