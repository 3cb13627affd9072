import type { DiffLine } from '@/components/diff-lines';

/** One line of one side: its number in that version, its text, and whether it changed. */
export interface SideLine {
  no: number;
  text: string;
  changed: boolean;
}

/** A row of the side-by-side view: the older version's line left, the newer's right (null: none there). */
export interface SideRow {
  left: SideLine | null;
  right: SideLine | null;
}

/**
 * The server's line diff (every line of both, kept, removed or added) as two columns: kept lines
 * face each other; a run of removed lines faces the run of added lines that follows it, line by
 * line, so a changed line sits beside what replaced it, and the longer run faces blanks.
 */
export function sideBySide(lines: DiffLine[]): SideRow[] {
  const rows: SideRow[] = [];
  let leftNo = 0;
  let rightNo = 0;
  let removed: SideLine[] = [];
  let added: SideLine[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(removed.length, added.length); i++) rows.push({ left: removed[i] ?? null, right: added[i] ?? null });
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (line.op === '-') {
      // a removal after additions starts a new change
      if (added.length > 0) flush();
      removed.push({ no: ++leftNo, text: line.text, changed: true });
    } else if (line.op === '+') {
      added.push({ no: ++rightNo, text: line.text, changed: true });
    } else {
      flush();
      rows.push({ left: { no: ++leftNo, text: line.text, changed: false }, right: { no: ++rightNo, text: line.text, changed: false } });
    }
  }
  flush();
  return rows;
}
