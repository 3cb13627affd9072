import { Table, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { ListedFinanceRow, PeriodRow, PeriodicReport } from '../api/get-disclosure-details';

/** The listed company's four tables, in the order of 02 §3 "Financial data". */
const listedTables = ['financeTable1', 'financeTable2', 'financeTable3', 'financeTable4'] as const;

const dash = (text: string | undefined) => (text && text.trim() !== '' ? text : '—');

function PeriodTable({ title, rows }: { title: string; rows: PeriodRow[] }) {
  const t = useT();
  return (
    <Table<PeriodRow>
      size="small"
      tableLayout="fixed"
      bordered
      pagination={false}
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      rowKey="name"
      dataSource={rows}
      columns={[
        { key: 'name', title: t('front.report.item'), dataIndex: 'name', width: '40%' },
        { key: 'this', title: t('front.report.thisPeriod'), render: (_, r) => dash(r.thisPeriodTime), align: 'right', width: '20%' },
        { key: 'last', title: t('front.report.lastPeriod'), render: (_, r) => dash(r.lastPeriodTime), align: 'right', width: '20%' },
        { key: 'rate', title: t('front.report.rate'), render: (_, r) => dash(r.rate), align: 'right' },
      ]}
    />
  );
}

function ListedTables({ tables }: { tables: Record<string, ListedFinanceRow[] | string> }) {
  const t = useT();
  const year = (key: string) => {
    const text = tables[key];
    return typeof text === 'string' && text !== '' ? t('form.finance.year', { year: text }) : t(key === 'lastYearSpecificYear' ? 'form.finance.lastYear' : 'form.finance.yearBeforeLast');
  };
  return (
    <>
      <h3>{t('front.report.listed')}</h3>
      {listedTables.map((key) => {
        const rows = tables[key];
        if (!Array.isArray(rows)) return null;
        return (
          <Table<ListedFinanceRow>
            key={key}
            size="small"
            tableLayout="fixed"
            bordered
            pagination={false}
            data-testid={`report-${key}`}
            title={() => <Typography.Text strong>{t(`front.report.${key}`)}</Typography.Text>}
            rowKey="finProject"
            dataSource={rows}
            columns={[
              { key: 'item', title: t('front.report.item'), dataIndex: 'finProject', width: '40%' },
              { key: 'y0', title: year('lastYearSpecificYear'), render: (_, r) => dash(r.topYear), align: 'right', width: '30%' },
              { key: 'y1', title: year('theYearBeforeLastSpecificYear'), render: (_, r) => dash(r.topTowYear), align: 'right' },
            ]}
          />
        );
      })}
    </>
  );
}

/**
 * A periodic report as filed (informationDis/getDetailsByUUID): its period, the two tables of
 * this and last period with the server's rates, and an annual report's three-year tables.
 * Amounts in 万元.
 */
export function PeriodicReportView({ report, publishTime }: { report: PeriodicReport; publishTime: string }) {
  const t = useT();
  return (
    <article className="article periodic-report" data-testid="periodic-report">
      <h2 data-testid="article-title">{report.informationDisclosureName}</h2>
      <div className="article-meta">{[report.name, publishTime].filter((m) => m !== '').join('　')}</div>
      <p>
        {t('front.report.lead', { name: report.name, year: report.disclosureYear, kind: report.annualReportType, period: report.period })}
        <Typography.Text type="secondary" style={{ float: 'right' }}>
          {t('form.finance.unit')}
        </Typography.Text>
      </p>
      <PeriodTable title={t('front.report.first')} rows={report.financeData} />
      <PeriodTable title={t('front.report.second')} rows={report.financeDataTwo} />
      {report.listedFinancials && <ListedTables tables={report.listedFinancials} />}
    </article>
  );
}
