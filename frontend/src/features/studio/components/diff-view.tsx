import { Alert, Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { DiffLines } from '@/components/diff-lines';
import { useT } from '@/lib/i18n';
import { useDiff, type DiffRequest } from '../api/get-diff';
import { SideBySideDiff } from './side-by-side-diff';

type Layout = 'sides' | 'merged';

/**
 * Two versions compared: side by side (the older left, the newer right, changed lines marked)
 * or merged (removed in red with "-", added in green with "+").
 */
export function DiffView({ request }: { request: DiffRequest }) {
  const t = useT();
  const diff = useDiff(request);
  const [layout, setLayout] = useState<Layout>('sides');
  if (diff.isLoading) return <Spin />;
  if (diff.isError) return <Alert type="error" showIcon message={diff.error.message} />;
  if (!diff.data) return null;
  const changed = diff.data.lines.some((l) => l.op !== ' ');
  const from = `v${diff.data.from}`;
  const to = diff.data.to === 'draft' ? t('studio.draft') : `v${diff.data.to}`;
  return (
    <div data-testid="diff-view">
      <div style={{ marginBottom: 8, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span>{t('studio.diff.title', { from, to })}</span>
        <Segmented<Layout>
          size="small"
          value={layout}
          onChange={setLayout}
          options={[
            { value: 'sides', label: t('studio.diff.sides') },
            { value: 'merged', label: t('studio.diff.merged') },
          ]}
        />
      </div>
      {!changed && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studio.diff.same')} />}
      {layout === 'sides' ? <SideBySideDiff lines={diff.data.lines} fromLabel={from} toLabel={to} /> : <DiffLines lines={diff.data.lines} />}
    </div>
  );
}
