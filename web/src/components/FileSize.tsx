import { useLingui } from '@lingui/react/macro';

const UNITS = [
  { unit: 'gigabyte', bytes: 1024 ** 3 },
  { unit: 'megabyte', bytes: 1024 ** 2 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/** A size in bytes, in the largest unit that keeps it at 1 or more, in the person's language. */
export function FileSize({ bytes }: { bytes: number }) {
  const { i18n } = useLingui();
  const step = UNITS.find((candidate) => bytes >= candidate.bytes);
  if (!step) return <>{i18n.number(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' })}</>;
  return <>{i18n.number(bytes / step.bytes, { style: 'unit', unit: step.unit, unitDisplay: 'short', maximumFractionDigits: 1 })}</>;
}
