import { IMAGE_TYPES } from '../validation/uploads.ts';

/** The upload types the spec allows, recognised by their content, never by the file's name. */
export const ALLOWED_TYPES = { ...IMAGE_TYPES, pdf: 'application/pdf' } as const;

export type AllowedType = keyof typeof ALLOWED_TYPES;

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

// An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> root.
const SVG_ROOT = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;

/** Which allowed type the bytes are, or null (an HTML page named `.png` is null). */
export function sniffFileType(bytes: Buffer): AllowedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 'BM') && bytes.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(bytes.readUInt32LE(14))) {
    return 'bmp';
  }
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (!head.includes('\u0000') && SVG_ROOT.test(head)) return 'svg';
  return null;
}
