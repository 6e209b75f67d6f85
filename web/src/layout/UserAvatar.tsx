import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useState } from 'react';

/** Initials as Chakra's avatar makes them: the first letters of the first and last words. */
function initialsOf(name: string) {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * The person's picture in the header, or their initials: Chakra's avatar styles on plain
 * elements. The header is on every page, and Chakra's own Avatar would bring its image-loading
 * state machine (and Zag's runtime) into every first visit for one picture: here the initials lie
 * under the image, which covers them once loaded and is dropped if it fails.
 */
export function UserAvatar({ name, src }: { name: string; src: string | null }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'xs' });
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <chakra.span css={styles.root} colorPalette="brand" aria-hidden>
      <chakra.span css={styles.fallback}>{initialsOf(name)}</chakra.span>
      {src && failed !== src ? (
        <chakra.img css={styles.image} position="absolute" inset="0" src={src} alt="" onError={() => setFailed(src)} />
      ) : null}
    </chakra.span>
  );
}
