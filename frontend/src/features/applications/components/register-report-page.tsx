import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { detailText, extractPositions, percentOf, recordOf, type ExtractPosition } from './business-records';
import { formatTime } from './format-time';
import { registerQueryFlow } from './register-query-detail-page';

/**
 * /process/550226/reportDetail?bizSn=: the holder register extract a completed register query
 * (550226) produced, as the register held it on completion: every holder of the product with
 * the shares held, pledged and frozen and the share of the total; printable.
 */
export function RegisterReportPage() {
  const t = useT();
  return (
    <ApplicationByBizSn flow={registerQueryFlow}>
      {(application) => {
        const record = recordOf(application, 'registerExtract');
        if (!record) {
          return (
            <Result
              status="info"
              title={t('registerReport.notYet')}
              extra={<Link to={links.registerQueryDetail(application.bizSn)}>{t('registerReport.backToDetail')}</Link>}
            />
          );
        }
        const rows = extractPositions(record);
        const total = rows.reduce((sum, r) => sum + r.volume, 0);
        const columns: ColumnsType<ExtractPosition> = [
          { title: t('registerReport.no'), key: 'no', width: 60, align: 'center', render: (_, __, i) => i + 1 },
          { title: t('registerReport.accountNumber'), dataIndex: 'accountNumber', width: 140 },
          { title: t('registerReport.holderName'), dataIndex: 'holderName' },
          { title: t('registerReport.volume'), key: 'volume', align: 'right', render: (_, r) => r.volume.toLocaleString('en-US') },
          { title: t('registerReport.ratio'), key: 'ratio', align: 'right', render: (_, r) => percentOf(r.volume, total) },
          { title: t('registerReport.pledged'), key: 'pledged', align: 'right', render: (_, r) => r.pledged.toLocaleString('en-US') },
          { title: t('registerReport.frozen'), key: 'frozen', align: 'right', render: (_, r) => r.frozen.toLocaleString('en-US') },
        ];
        return (
          <Card
            title={t('registerReport.heading', { code: record.subject })}
            data-testid="register-report"
            className="printable"
            extra={
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t('registerReport.print')}
              </Button>
            }
          >
            <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('registerReport.bizSn')}>{application.bizSn}</Descriptions.Item>
              <Descriptions.Item label={t('registerReport.productCode')}>{record.subject}</Descriptions.Item>
              <Descriptions.Item label={t('registerReport.asOf')}>{detailText(record, 'asOfDate') || formatTime(record.recordedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('registerReport.purpose')}>{detailText(record, 'purpose')}</Descriptions.Item>
              <Descriptions.Item label={t('registerReport.holders')}>{rows.length}</Descriptions.Item>
              <Descriptions.Item label={t('registerReport.total')}>{total.toLocaleString('en-US')}</Descriptions.Item>
            </Descriptions>
            <Table<ExtractPosition> rowKey="accountNumber" size="small" bordered columns={columns} dataSource={rows} pagination={false} />
          </Card>
        );
      }}
    </ApplicationByBizSn>
  );
}
