import { Space, Tag, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { DryRunInstance } from '../api/studio-types';
import { differenceColors, differenceLabels, shownValue } from './difference-labels';

/** What the draft would do differently for one instance: kind, message, then vs now. */
export function DifferenceCell({ instance }: { instance: DryRunInstance }) {
  const t = useT();
  const d = instance.difference;
  if (!d) {
    return instance.steps === 0 ? (
      <Tag>{t('studio.dryRun.unrecordedTag')}</Tag>
    ) : (
      <Tag color="green">{t('studio.dryRun.same')}</Tag>
    );
  }
  return (
    <Space direction="vertical" size={2} data-testid={`difference-${instance.bizSn}`}>
      <Space size={4} wrap>
        <Tag color={differenceColors[d.kind]}>{t(differenceLabels[d.kind])}</Tag>
        <Typography.Text>{d.message}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{t('studio.dryRun.at', { step: d.step, action: d.action, node: d.node })}</Typography.Text>
      <Typography.Text>
        {t('studio.dryRun.recorded')}：{shownValue(d.recorded)}
      </Typography.Text>
      <Typography.Text>
        {t('studio.dryRun.now')}：{shownValue(d.now)}
      </Typography.Text>
    </Space>
  );
}
