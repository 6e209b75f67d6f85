import { describe, expect, it } from 'vitest';
import { chunkRows } from './indexer.ts';
import type { IndexableDocument } from './ports.ts';

/** A long bilingual document: some thousands of chunks, a second or more of tokenising. */
function longDocument(): IndexableDocument {
  const paragraphs = Array.from({ length: 12_000 }, (_, i) => `第 ${i} 段：年假申请流程与审批规则，员工手册 section ${i} covers leave approvals and rotations.`);
  return {
    workspaceId: 'w',
    id: 'd',
    appId: 'a',
    title: '员工手册 Handbook',
    text: paragraphs.join('\n\n'),
    restricted: false,
    readerSetId: null,
    sourceType: 'markdown',
    updatedAt: new Date(),
    contentHash: 'h',
  };
}

describe('chunk rows', () => {
  it('give way to the process’s other work while a long document is tokenised', async () => {
    // Other work, as requests are: a turn of the event loop at a time, counted while tokenising runs.
    let turns = 0;
    let tokenising = true;
    const other = () => {
      turns += 1;
      if (tokenising) setImmediate(other);
    };
    setImmediate(other);
    const started = performance.now();
    const rows = await chunkRows(longDocument());
    const elapsed = performance.now() - started;
    tokenising = false;

    expect(rows.length).toBeGreaterThan(1_000);
    // A turn at least every few tens of milliseconds of tokenising (one slice is 10 ms).
    expect(turns).toBeGreaterThan(elapsed / 50);
    expect(rows[0]!.words).toContain('rotations');
    expect(rows.at(-1)!.text).toContain('section 11999');
  });
});
