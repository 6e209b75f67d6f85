import fc from 'fast-check';
import { TINY_PNG } from './files.ts';
import type { HostileRequest, Identity, RouteInfo } from './hostile-rest.ts';
import { LANGUAGES } from './hostile-rest.ts';
import { hostileString } from './hostile-values.ts';

type Part = { name: string; filename: string | null; type: string; content: Buffer };

const CONTENTS = [
  Buffer.alloc(0),
  Buffer.from('第一行\n\u0000second line\n'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('# 标题\n\n正文 with a NUL \u0000 inside.\n'),
  TINY_PNG,
  Buffer.from('%PDF-1.4\n%garbage that is no PDF\n'),
  Buffer.from('PK\u0003\u0004word/document.xml broken zip'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><title>t\u0000</title></svg>'),
  Buffer.from('<html><body><h1>x</h1>\u0000</body></html>'),
  Buffer.from([0xff, 0xfe, 0x00, 0xd8]),
];

const FILENAMES = [
  'a.txt', 'notes.md', 'paper.pdf', 'image.png', 'table.csv', 'page.html', 'drawing.svg', 'letter.docx', '中文 文件.md', '.txt', '',
  '../../etc/passwd', 'a\u0000.txt', 'a"b.txt', 'a\r\nX-Injected: 1.txt', `${'长'.repeat(300)}.txt`, 'CON', 'x.exe',
];

const part: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof({ weight: 6, arbitrary: fc.constant('file') }, { weight: 2, arbitrary: fc.constantFrom('files', 'upload', '', 'file[]', '__proto__') }),
  filename: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FILENAMES) }, { weight: 2, arbitrary: hostileString.map((s) => `${s.slice(0, 100)}.txt`) }, { weight: 1, arbitrary: fc.constant(null) }),
  type: fc.constantFrom('text/plain', 'image/png', 'application/pdf', 'application/octet-stream', 'text/markdown', ''),
  content: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...CONTENTS) }, { weight: 2, arbitrary: fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)) }),
});

function encode(boundary: string, parts: Part[], closing: boolean) {
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === null ? '' : `; filename="${p.filename}"`;
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    pieces.push(p.content, Buffer.from('\r\n'));
  }
  if (closing) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

const SHAPES = ['valid', 'valid', 'valid', 'noBoundary', 'emptyBoundary', 'otherBoundary', 'truncated', 'unclosed', 'noParts', 'garbage'] as const;

/** Multipart bodies to an upload route: broken or missing boundaries, cut short, no file or a file in another field, odd names and bytes. */
export function multipartRequests(route: RouteInfo, realPaths: string[]): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      path: fc.constantFrom(...realPaths),
      identity: fc.constantFrom<Identity>('signedOut', 'member', 'admin', 'member', 'admin'),
      language: fc.constantFrom(...LANGUAGES),
      shape: fc.constantFrom(...SHAPES),
      parts: fc.array(part, { minLength: 1, maxLength: 3 }),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ path, identity, language, shape, parts, cut }) => {
      const boundary = 'hostile-boundary-7MA4YWxkTrZu0gW';
      let contentType = `multipart/form-data; boundary=${boundary}`;
      let body = encode(boundary, shape === 'noParts' ? [] : parts, shape !== 'unclosed' && shape !== 'truncated');
      if (shape === 'noBoundary') contentType = 'multipart/form-data';
      if (shape === 'emptyBoundary') contentType = 'multipart/form-data; boundary=';
      if (shape === 'otherBoundary') contentType = 'multipart/form-data; boundary=something-else';
      if (shape === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
      if (shape === 'garbage') body = Buffer.from(`--${boundary}\r\nno headers at all\r\n\r\n\u0000\r\n--${boundary}`);
      return { label: `${route.method} ${route.url} multipart ${shape}`, route, method: 'POST', path, identity, language, contentType, body };
    });
}

/** One file one byte over the limit, in a well-formed body. */
export function oversized(route: RouteInfo, path: string, identity: Identity, bytes: number): HostileRequest {
  const boundary = 'hostile-oversized';
  const body = encode(boundary, [{ name: 'file', filename: 'big.txt', type: 'text/plain', content: Buffer.alloc(bytes + 1, 'a') }], true);
  return { label: `${route.method} ${route.url} multipart oversized`, route, method: 'POST', path, identity, language: 'en', contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/**
 * A `file` part without a file name, each way one arrives: the parser takes a part of type
 * application/octet-stream for a file even without a name; other types make it a plain field.
 */
export function namelessFiles(route: RouteInfo, path: string, identity: Identity): HostileRequest[] {
  const boundary = 'hostile-nameless';
  const shapes = [
    { filename: null, type: 'application/octet-stream' },
    { filename: null, type: 'text/plain' },
    { filename: '', type: 'application/octet-stream' },
  ];
  return shapes.map(({ filename, type }) => ({
    label: `${route.method} ${route.url} multipart file ${filename === null ? 'without a name' : 'named ""'} (${type})`,
    route,
    method: 'POST',
    path,
    identity,
    language: 'en',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: encode(boundary, [{ name: 'file', filename, type, content: Buffer.from('# 标题\n\n正文\n') }], true),
  }));
}
