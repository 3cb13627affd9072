/** One line of two texts compared: kept (" "), removed ("-") or added ("+"). */
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

const lineClass = { ' ': 'studio-diff-same', '-': 'studio-diff-removed', '+': 'studio-diff-added' } as const;
// inline so the colours hold without a feature's stylesheet
const lineStyle = {
  ' ': {},
  '-': { background: '#fff1f0', color: '#a8071a' },
  '+': { background: '#f6ffed', color: '#237804' },
} as const;

/** The lines of two versions of a definition: removed in red with "-", added in green with "+". */
export function DiffLines({ lines }: { lines: DiffLine[] }) {
  return (
    <pre style={{ fontSize: 12, lineHeight: 1.5, maxHeight: 480, overflow: 'auto', margin: 0, border: '1px solid #f0f0f0' }}>
      {lines.map((line, i) => (
        <div key={i} className={lineClass[line.op]} data-op={line.op} style={{ ...lineStyle[line.op], padding: '0 8px', whiteSpace: 'pre-wrap' }}>
          {`${line.op} ${line.text}`}
        </div>
      ))}
    </pre>
  );
}
