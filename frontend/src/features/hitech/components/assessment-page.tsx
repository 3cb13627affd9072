import { Alert, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { links, paths } from '@/app/paths';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { useAssessmentData, type AssessmentData } from '../api/assessment-data';
import { assess, FIRST_LEVEL, type Condition, type ScoredIndicator } from './assessment-scoring';

const statusKeys = { running: 'assessment.running', approved: 'assessment.approved', rejected: 'assessment.rejected' } as const;

function Conditions({ title, rows, testId }: { title: string; rows: Condition[]; testId: string }) {
  const t = useT();
  return (
    <Table<Condition>
      title={() => title}
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        { title: t('assessment.condition'), dataIndex: 'name', key: 'name' },
        { title: t('assessment.detail'), dataIndex: 'detail', key: 'detail' },
        { title: t('assessment.satisfied'), key: 'ok', render: (_, c) => <Tag color={c.satisfied ? 'green' : 'default'}>{t(c.satisfied ? 'assessment.yes' : 'assessment.no')}</Tag> },
      ]}
    />
  );
}

function Scoring({ data }: { data: AssessmentData }) {
  const t = useT();
  if (data.source === 'none' || !data.form) {
    return (
      <Result
        status="info"
        title={t('assessment.none')}
        subTitle={t('assessment.noneHint')}
        extra={<Link to={paths.evaluationPro}>{t('assessment.toEvaluate')}</Link>}
        data-testid="assessment-none"
      />
    );
  }
  const table = assess(data.form);
  // the first-level indicator's cell spans its rows
  const spans = table.rows.map((r, i) => (i > 0 && table.rows[i - 1].first === r.first ? 0 : table.rows.filter((x) => x.first === r.first).length));
  const columns: ColumnsType<ScoredIndicator> = [
    {
      title: t('assessment.first'),
      key: 'first',
      onCell: (_, i) => ({ rowSpan: spans[i ?? 0] }),
      render: (_, r) => `${r.first}（${FIRST_LEVEL.find(([n]) => n === r.first)?.[1] ?? 0}${t('assessment.points')}）`,
    },
    { title: t('assessment.second'), key: 'second', render: (_, r) => `${r.second}（${r.max}${t('assessment.points')}）` },
    { title: t('assessment.detail'), dataIndex: 'detail', key: 'detail' },
    { title: t('assessment.satisfied'), key: 'ok', render: (_, r) => <Tag color={r.satisfied ? 'green' : 'default'}>{t(r.satisfied ? 'assessment.yes' : 'assessment.no')}</Tag> },
    { title: t('assessment.score'), key: 'score', align: 'right', render: (_, r) => r.score },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'source',
            label: t('assessment.source'),
            children:
              data.source === 'application' && data.bizSn ? (
                <Link to={links.businessDetail(data.bizSn)} data-testid="assessment-source">{`${t('assessment.fromApplication')} ${data.bizSn}`}</Link>
              ) : (
                <span data-testid="assessment-source">{t('assessment.fromEvaluation')}</span>
              ),
          },
          { key: 'status', label: t('assessment.status'), children: data.status ? t(statusKeys[data.status as keyof typeof statusKeys] ?? 'assessment.running') : '--' },
          { key: 'at', label: t('assessment.answeredAt'), children: data.answeredAt ?? '--' },
          { key: 'result', label: t('assessment.ruleResult'), span: 3, children: data.resultValue ?? '--' },
        ]}
      />
      {!table.passesThresholds && <Alert type="warning" showIcon message={t('assessment.thresholdFailed')} data-testid="assessment-threshold-failed" />}
      {table.passesThresholds && table.passesDirectly && <Alert type="success" showIcon message={t('assessment.directPass')} data-testid="assessment-direct-pass" />}
      <Table<ScoredIndicator>
        rowKey={(r) => `${r.first}-${r.second}`}
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={table.rows}
        data-testid="assessment-table"
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>{t('assessment.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <b data-testid="assessment-total">{table.total}</b> {t('assessment.points')}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Conditions title={t('assessment.thresholds')} rows={table.thresholds} testId="assessment-thresholds" />
      <Conditions title={t('assessment.directPassTitle')} rows={table.directPass} testId="assessment-direct" />
    </Space>
  );
}

function ForCompany({ companyId }: { companyId: string }) {
  const t = useT();
  const data = useAssessmentData(companyId);
  if (data.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (data.isError) return <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: data.error.message })} />;
  return <Scoring data={data.data} />;
}

/**
 * /assessment, 专精特新评分: the scoring table of the specialised-and-innovative assessment
 * (03 §1, §2) of the current enterprise: each indicator with the enterprise's answer, whether it
 * is met and its points, the total, and the threshold and direct-pass conditions, drawn from its
 * latest 550200 application (else its last self-evaluation).
 */
export function AssessmentPage() {
  const t = useT();
  return (
    <Card title={t('assessment.title')} data-testid="assessment-page">
      <WithCurrentCompany>{(dossier) => <ForCompany companyId={dossier.company.uuid} />}</WithCurrentCompany>
    </Card>
  );
}
