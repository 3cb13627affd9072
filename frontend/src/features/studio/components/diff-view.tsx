import { Alert, Empty, Spin } from 'antd';
import { DiffLines } from '@/components/diff-lines';
import { useT } from '@/lib/i18n';
import { useDiff, type DiffRequest } from '../api/get-diff';

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
      <DiffLines lines={diff.data.lines} />
    </div>
  );
}
