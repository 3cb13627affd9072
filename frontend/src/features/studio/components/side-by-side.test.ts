import { describe, expect, it } from 'vitest';
import type { DiffLine } from '@/components/diff-lines';
import { sideBySide } from './side-by-side';

const line = (op: DiffLine['op'], text: string): DiffLine => ({ op, text });
const texts = (lines: DiffLine[]) => sideBySide(lines).map((r) => [r.left?.text ?? null, r.right?.text ?? null]);

describe('two versions side by side', () => {
  it('faces kept lines and numbers each side on its own', () => {
    const rows = sideBySide([line(' ', 'a'), line('+', 'new'), line(' ', 'b')]);
    expect(rows.map((r) => [r.left?.no ?? null, r.right?.no ?? null])).toEqual([
      [1, 1],
      [null, 2],
      [2, 3],
    ]);
    expect(rows[1].right?.changed).toBe(true);
    expect(rows[0].left?.changed).toBe(false);
  });

  it('faces a removed run with the added run after it, the longer facing blanks', () => {
    expect(texts([line('-', 'x1'), line('-', 'x2'), line('+', 'y1'), line(' ', 'k')])).toEqual([
      ['x1', 'y1'],
      ['x2', null],
      ['k', 'k'],
    ]);
  });

  it('starts a new change when a removal follows additions', () => {
    expect(texts([line('+', 'y1'), line('-', 'x1'), line('+', 'y2')])).toEqual([
      [null, 'y1'],
      ['x1', 'y2'],
    ]);
  });
});
