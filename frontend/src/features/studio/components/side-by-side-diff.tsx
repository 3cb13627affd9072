import type { DiffLine } from '@/components/diff-lines';
import { sideBySide, type SideLine } from './side-by-side';

interface SideBySideDiffProps {
  lines: DiffLine[];
  /** The captions of the two columns (v2, 草稿 …). */
  fromLabel: string;
  toLabel: string;
}

// inline so the colours hold without a feature's stylesheet, as the merged view's
const removed = { background: '#fff1f0', color: '#a8071a' };
const added = { background: '#f6ffed', color: '#237804' };
const cell = { padding: '0 8px', whiteSpace: 'pre-wrap' as const, verticalAlign: 'top' as const, width: '50%', fontFamily: 'monospace' };
const number = { padding: '0 6px', color: '#8c8c8c', textAlign: 'right' as const, userSelect: 'none' as const, verticalAlign: 'top' as const };

function Side({ line, side }: { line: SideLine | null; side: 'left' | 'right' }) {
  const style = line?.changed ? (side === 'left' ? removed : added) : line ? {} : { background: '#fafafa' };
  return (
    <>
      <td style={{ ...number, ...style }}>{line?.no ?? ''}</td>
      <td style={{ ...cell, ...style }} data-side={side} data-changed={line?.changed ? 'true' : undefined}>
        {line?.text ?? ''}
      </td>
    </>
  );
}

/** Two versions side by side, older left and newer right, each changed line marked in its colour. */
export function SideBySideDiff({ lines, fromLabel, toLabel }: SideBySideDiffProps) {
  const rows = sideBySide(lines);
  return (
    <div style={{ maxHeight: 480, overflow: 'auto', border: '1px solid #f0f0f0' }} data-testid="side-by-side-diff">
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12, lineHeight: 1.5, tableLayout: 'fixed' }}>
        <colgroup>
          <col style={{ width: 40 }} />
          <col />
          <col style={{ width: 40 }} />
          <col />
        </colgroup>
        <thead>
          <tr style={{ background: '#fafafa', position: 'sticky', top: 0 }}>
            <th colSpan={2} style={{ textAlign: 'left', padding: '2px 8px' }}>
              {fromLabel}
            </th>
            <th colSpan={2} style={{ textAlign: 'left', padding: '2px 8px' }}>
              {toLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-testid="side-by-side-row">
              <Side line={row.left} side="left" />
              <Side line={row.right} side="right" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
