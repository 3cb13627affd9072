import { Alert, Empty, Spin } from 'antd';
import { useT } from '@/lib/i18n';
import { useDiff, type DiffRequest } from '../api/get-diff';

const lineClass = { ' ': 'studio-diff-same', '-': 'studio-diff-removed', '+': 'studio-diff-added' } as const;
// inline so the colours hold without the feature stylesheet (the styles file is shared)
const lineStyle = {
  ' ': {},
  '-': { background: '#fff1f0', color: '#a8071a' },
  '+': { background: '#f6ffed', color: '#237804' },
} as const;

/** The lines of two versions: removed in red with "-", added in green with "+". */
export function DiffView({ request }: { request: DiffRequest }) {
  const t = useT();
  const diff = useDiff(request);
  if (diff.isLoading) return <Spin />;
  if (diff.isError) return <Alert type="error" showIcon message={diff.error.message} />;
  if (!diff.data) return null;
  const changed = diff.data.lines.some((l) => l.op !== ' ');
  const to = diff.data.to === 'draft' ? t('studio.draft') : `v${diff.data.to}`;
  return (
    <div data-testid="diff-view">
      <div style={{ marginBottom: 8 }}>{t('studio.diff.title', { from: `v${diff.data.from}`, to })}</div>
      {!changed && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studio.diff.same')} />}
      <pre style={{ fontSize: 12, lineHeight: 1.5, maxHeight: 480, overflow: 'auto', margin: 0, border: '1px solid #f0f0f0' }}>
        {diff.data.lines.map((line, i) => (
          <div key={i} className={lineClass[line.op]} data-op={line.op} style={{ ...lineStyle[line.op], padding: '0 8px', whiteSpace: 'pre-wrap' }}>
            {`${line.op} ${line.text}`}
          </div>
        ))}
      </pre>
    </div>
  );
}
