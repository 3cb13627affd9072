// Large tables (01 §9, 02 §9): past 50 rows a table renders only the rows in its scrolling
// viewport (and a few around them), past 500 it is frozen as well: no per-cell editors, its rows
// changed by importing a file. The rows hidden this way stay in the form's data and are validated
// as any other; an error in one is reached by revealing its row (`revealTableRow`).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** A table of more rows than this renders only the rows in view. */
export const virtualRowsAbove = 50;
/** A table of more rows than this is frozen: its cells are text, its rows imported (02 §9 550001). */
export const frozenRowsAbove = 500;
/** The height of a large table's scrolling viewport (01 §9: 500 for large-data tables). */
export const tableViewportHeight = 500;
/** A row's height before one has been measured: a 32 px input in a cell padded 6 px, plus the border. */
export const estimatedRowHeight = 45;
/** Rows rendered beyond each edge of the viewport, so that Tab reaches the next row's inputs. */
const overscan = 6;

export type TableMode = 'plain' | 'virtual' | 'frozen';

/** How a table of `rows` rows renders; only an editable table is frozen (a read-only one already is). */
export function tableModeOf(rows: number, editable: boolean): TableMode {
  if (rows > frozenRowsAbove && editable) return 'frozen';
  return rows > virtualRowsAbove ? 'virtual' : 'plain';
}

/** The DOM event a table element answers by bringing a row into its viewport (detail: `{ row }`). */
export const revealRowEvent = 'form-reveal-row';

/**
 * Brings row `row` of the table whose element is `table` into the table's viewport, rendering it
 * now; false when the element is no large table (its rows are all rendered already).
 */
export function revealTableRow(table: Element, row: number): boolean {
  const event = new CustomEvent<{ row: number }>(revealRowEvent, { detail: { row }, cancelable: true });
  return !table.dispatchEvent(event);
}

export interface RowWindow {
  /** The scrolling element around the table. */
  viewport: RefObject<HTMLDivElement>;
  onScroll: () => void;
  /** The rows rendered: [start, end). */
  start: number;
  end: number;
  /** Heights standing in for the rows above and below those rendered. */
  padTop: number;
  padBottom: number;
  /** Scrolls the viewport to a row and renders it before returning. */
  reveal: (row: number) => void;
}

/**
 * The window of rows a table of `count` rows renders: all of them unless `enabled`; else those in
 * its viewport, found from the scroll position and the rows' measured height (measured again when
 * `content` changes: the rows' errors, say). The table element `root` answers `revealRowEvent`.
 */
export function useRowWindow(count: number, enabled: boolean, root: RefObject<HTMLElement | null>, content?: unknown): RowWindow {
  const viewport = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const inView = Math.ceil(tableViewportHeight / rowHeight);
  const top = Math.max(0, Math.min(first, count - inView));
  const start = enabled ? Math.max(0, top - overscan) : 0;
  const end = enabled ? Math.min(count, top + inView + overscan) : count;

  const onScroll = useCallback(() => {
    const el = viewport.current;
    if (el) setFirst(Math.floor(el.scrollTop / rowHeight));
  }, [rowHeight]);

  // the rows' real height (an error under a cell makes its row taller): their average
  useLayoutEffect(() => {
    if (!enabled) return;
    const rendered = viewport.current?.querySelectorAll<HTMLElement>('tbody > tr[data-row]') ?? [];
    let total = 0;
    for (const tr of rendered) total += tr.offsetHeight;
    const average = rendered.length ? total / rendered.length : 0;
    if (average > 0 && Math.abs(average - rowHeight) > 1) setRowHeight(average);
  }, [enabled, rowHeight, start, end, content]);

  const reveal = useCallback(
    (row: number) => {
      const target = Math.max(0, row - Math.floor((inView - 1) / 2));
      if (viewport.current) viewport.current.scrollTop = target * rowHeight;
      flushSync(() => setFirst(target));
    },
    [inView, rowHeight],
  );

  useEffect(() => {
    const el = root.current;
    if (!el || !enabled) return undefined;
    const onReveal = (event: Event) => {
      const row = (event as CustomEvent<{ row: number }>).detail?.row;
      if (typeof row !== 'number') return;
      event.preventDefault();
      reveal(row);
    };
    el.addEventListener(revealRowEvent, onReveal);
    return () => el.removeEventListener(revealRowEvent, onReveal);
  }, [root, enabled, reveal]);

  return { viewport, onScroll, start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight, reveal };
}
