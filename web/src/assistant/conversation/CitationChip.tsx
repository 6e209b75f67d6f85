import { Box, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '1.25rem',
  h: '1.1rem',
  px: '1',
  mx: '0.5',
  borderRadius: 'full',
  fontSize: '0.7rem',
  fontWeight: 'semibold',
  lineHeight: '1',
  verticalAlign: 'super',
  bg: 'brand.subtle',
  color: 'brand.fg',
  textDecoration: 'none',
} as const;

/** A [n] marker of an answer: a small chip that opens the cited document in a new tab. */
export function CitationChip({ index, title, href }: { index: number; title: string; href: string | null }) {
  const { t } = useLingui();
  const label = title ? t`Source ${index}: ${title}` : t`Source ${index}`;
  if (!href) {
    return (
      <Box as="span" {...chip} title={label} aria-label={label} role="note">
        {index}
      </Box>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} {...chip} _hover={{ bg: 'brand.muted' }}>
      {index}
    </Link>
  );
}
