import { Alert, Button, Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { useT } from '@/lib/i18n';
import { useShareHolderQuestion, type RiskAssessmentRow } from '../api/query-share-holder-question';
import { AnswerDetailDialog } from './answer-detail-dialog';

type Line = RiskAssessmentRow & { key: number };

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));

/**
 * The account whose results are shown: `?accountNumber=`, else the current holder account of
 * the session (the account chosen at sign-in or with 切换账号, as the server reports it).
 */
function useAccountNumber(): { accountNumber: string; resolving: boolean } {
  const [params] = useSearchParams();
  const fromQuery = (params.get('accountNumber') ?? '').trim();
  // the shell has this answer in its cache already
  const info = useCurrentUserInfo(fromQuery === '');
  if (fromQuery) return { accountNumber: fromQuery, resolving: false };
  return { accountNumber: info.data?.shareAccountInfo?.accountNumber ?? '', resolving: info.isLoading };
}

/**
 * /550026/answer: the risk-assessment results of a registration account (spec 01 §2, 02 §3),
 * one row per assessment; 查看 shows its questions, answers and scores.
 */
export function RiskAnswerPage() {
  const t = useT();
  const { accountNumber, resolving } = useAccountNumber();
  const results = useShareHolderQuestion(accountNumber);
  const [viewing, setViewing] = useState<RiskAssessmentRow | null>(null);
  const lines = useMemo<Line[]>(() => (results.data ?? []).map((row, key) => ({ ...row, key })), [results.data]);

  const columns: ColumnsType<Line> = [
    { title: t('risk.bizType'), dataIndex: 'bizTypeName', key: 'bizTypeName', render: show },
    { title: t('risk.productType'), dataIndex: 'productTypeName', key: 'productTypeName', render: show },
    { title: t('risk.testTime'), dataIndex: 'riskTestTime', key: 'riskTestTime', render: show },
    { title: t('risk.score'), dataIndex: 'fraction', key: 'fraction', render: show },
    { title: t('risk.level'), dataIndex: 'productRiskLevel', key: 'productRiskLevel', render: show },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 100,
      render: (_v, line) => (
        <Button type="link" size="small" onClick={() => setViewing(line)} aria-label={`${t('risk.view')} ${line.key + 1}`}>
          {t('risk.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('risk.title')}
      data-testid="risk-answer-page"
      extra={
        accountNumber && (
          <Typography.Text data-testid="risk-account">
            {t('account.accountNumber')}：{accountNumber}
          </Typography.Text>
        )
      }
    >
      {!accountNumber && !resolving && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('risk.noAccount')} data-testid="risk-no-account" />}
      {results.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={results.error.message} data-testid="risk-error" />
      )}
      <Table<Line>
        rowKey="key"
        columns={columns}
        dataSource={lines}
        loading={resolving || results.isFetching}
        pagination={false}
        locale={{ emptyText: t('risk.empty') }}
      />
      <AnswerDetailDialog row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
