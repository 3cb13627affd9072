import { Alert, Empty, Modal, Spin } from 'antd';
import { DiffLines } from '@/components/diff-lines';
import { useT } from '@/lib/i18n';
import { useQueryDiff } from '../api/query-config';

/** A version of a query page's definition against the draft (`draft`) or another version, line by line. */
export function QueryDiffModal({ pageKey, from, to, onClose }: { pageKey?: string; from: number | null; to: string; onClose: () => void }) {
  const t = useT();
  const diff = useQueryDiff(pageKey, from, to);
  const target = to === 'draft' ? t('queryConfig.draft') : `v${to}`;
  return (
    <Modal open={from !== null} title={t('queryConfig.diffTitle', { from: from ?? '', to: target })} footer={null} width={760} onCancel={onClose}>
      <div data-testid="query-config-diff">
        {diff.isLoading && <Spin />}
        {diff.isError && <Alert type="error" showIcon message={diff.error.message} />}
        {diff.data && !diff.data.lines.some((l) => l.op !== ' ') && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('queryConfig.same')} />}
        {diff.data && <DiffLines lines={diff.data.lines} />}
      </div>
    </Modal>
  );
}
