import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { nodeLabel } from './flow-forms';
import { formatTime } from './format-time';

const ends = {
  approved: { status: 'success', key: 'result.approved' },
  rejected: { status: 'error', key: 'result.rejected' },
  withdrawn: { status: 'warning', key: 'result.withdrawn' },
} as const satisfies Record<string, { status: 'success' | 'error' | 'warning'; key: LocaleKey }>;

/**
 * The result of an application (550115's "detail with the result shown", 02 §4): 业务已办结
 * with its completion time, 业务已驳回, 业务已撤回, or 业务办理中 at its current node.
 */
export function ApplicationResult({ application, extra }: { application: ApplicationDetail; extra?: ReactNode }) {
  const t = useT();
  const status = application.status;
  const end = Object.hasOwn(ends, status) ? ends[status as keyof typeof ends] : null;
  const title = end ? t(end.key) : t('result.running');
  const subTitle = end
    ? application.completedAt
      ? t('result.completedAt', { at: formatTime(application.completedAt) })
      : undefined
    : application.currentNode
      ? t('result.atNode', { node: nodeLabel(t, application.currentNode) })
      : undefined;
  return (
    <div data-testid="application-result" data-status={status}>
      <Result status={end ? end.status : 'info'} title={title} subTitle={subTitle} extra={extra} />
    </div>
  );
}
