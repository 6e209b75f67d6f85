import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ReadersDialog } from './ReadersDialog';

/** Opens "who can read this" (admins). */
export function ReadersButton({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Trans>Who can read this</Trans>
      </Button>
      {open ? <ReadersDialog documentId={documentId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
