import { Descriptions, Tag } from 'antd';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import type { BoardRecord } from '../api/hitech-detail';

/** The evaluation's day in Beijing, the market's calendar. */
const when = (seconds: number) => formatBeijing(seconds).slice(0, 10);

/** An enterprise's board record and its last self-evaluation, read-only. */
export function BoardRecordView({ record }: { record: BoardRecord }) {
  const t = useT();
  const last = record.lastEvaluation;
  const yes = (flag: number) => (flag === 1 ? t('hitech.yes') : t('hitech.no'));
  return (
    <Descriptions bordered column={2} size="small" data-testid="board-record">
      <Descriptions.Item label={t('hitech.companyName')}>{record.name}</Descriptions.Item>
      <Descriptions.Item label={t('hitech.idNumber')}>{record.idNumber ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('hitech.status')}>
        {record.hitechStatus === 1
          ? <Tag color="green" data-testid="board-status">{t('hitech.onBoard')}</Tag>
          : <Tag data-testid="board-status">{t('hitech.notOnBoard')}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={t('hitech.level')}>{record.specialisedLevel ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('hitech.isRegister')}>{yes(record.isRegister)}</Descriptions.Item>
      <Descriptions.Item label={t('hitech.isListing')}>{yes(record.isListing)}</Descriptions.Item>
      <Descriptions.Item label={t('hitech.evaluationCount')}>{record.evaluationCount}</Descriptions.Item>
      <Descriptions.Item label={t('hitech.lastEvaluation')}>
        {last ? <span data-testid="last-evaluation">{`${last.resultValue}（${last.score}，${when(last.createdAt)}）`}</span> : '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}
