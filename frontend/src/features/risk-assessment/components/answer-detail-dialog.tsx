import { Alert, Button, Descriptions, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import type { RiskAssessmentRow } from '../api/query-share-holder-question';
import { parseAnswerSheet, type AnsweredQuestion } from './answer-sheet';

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));

/** The answers of one assessment (its `ruleFormTotalData`): each question, its answer and score. */
export function AnswerDetailDialog({ row, onClose }: { row: RiskAssessmentRow | null; onClose: () => void }) {
  const t = useT();
  const sheet = row ? parseAnswerSheet(row.ruleFormTotalData) : null;
  const columns: ColumnsType<AnsweredQuestion> = [
    { title: t('risk.index'), key: 'index', width: 64, render: (_v, _q, i) => i + 1 },
    { title: t('risk.question'), dataIndex: 'title', key: 'title', render: show },
    { title: t('risk.answer'), dataIndex: 'answer', key: 'answer', render: show },
    { title: t('risk.answerScore'), dataIndex: 'score', key: 'score', width: 80, render: show },
  ];
  return (
    <Modal
      open={row !== null}
      title={t('risk.detailTitle')}
      width={860}
      onCancel={onClose}
      destroyOnClose
      footer={[
        <Button key="close" onClick={onClose}>
          {t('risk.close')}
        </Button>,
      ]}
    >
      {row && !sheet && <Alert type="info" showIcon message={t('risk.noAnswers')} />}
      {row && sheet && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }} data-testid="risk-answer-summary">
            <Descriptions.Item label={t('risk.typeName')}>{show(sheet.typeName ?? row.productTypeName)}</Descriptions.Item>
            <Descriptions.Item label={t('risk.total')}>{show(sheet.score ?? row.fraction)}</Descriptions.Item>
            <Descriptions.Item label={t('risk.level')}>{show(sheet.level ?? row.productRiskLevel)}</Descriptions.Item>
          </Descriptions>
          <Table<AnsweredQuestion>
            rowKey="prop"
            size="small"
            columns={columns}
            dataSource={sheet.questions}
            pagination={false}
            locale={{ emptyText: t('risk.noAnswers') }}
            data-testid="risk-answer-table"
          />
        </>
      )}
    </Modal>
  );
}
