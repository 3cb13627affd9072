import { Alert, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { useStatementDetail } from '../api/get-statement-detail';

/**
 * 凭证内容: the voucher's content as text beside its PDF (statement/getStatementDetail), to read
 * with a screen reader, search and copy: each section's fields, its tables, the chain's stamp.
 */
export function StatementDrawer({ uuid, open, onClose }: { uuid: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const detail = useStatementDetail(uuid, open);
  return (
    <Drawer open={open} onClose={onClose} width={640} title={t('voucher.statement')} data-testid="statement-drawer">
      {detail.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {detail.isError ? <Alert type="error" showIcon role="alert" message={detail.error.message || t('voucher.loadFailed')} /> : null}
      {detail.data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'biz', label: t('voucher.business'), children: detail.data.biz_type_name },
              { key: 'bizSn', label: t('voucher.bizSn'), children: detail.data.bizSn },
              { key: 'stamped', label: t('voucher.stampedAt'), children: detail.data.ext5 },
              { key: 'chain', label: t('voucher.chain'), children: <Typography.Text code copyable>{detail.data.chainHash}</Typography.Text> },
            ]}
          />
          {detail.data.ext.map((section) => (
            <section key={section.title} className="statement-section" data-testid="statement-section">
              <Typography.Title level={5}>{section.title}</Typography.Title>
              {section.lines.length ? (
                <Descriptions
                  size="small"
                  column={1}
                  bordered
                  items={section.lines.map((line) => ({
                    key: line.label,
                    label: line.label,
                    children: line.capital ? `${line.value}（${line.capital}）` : line.value,
                  }))}
                />
              ) : null}
              {section.tables.map((table) => (
                <Table
                  key={table.label}
                  size="small"
                  title={() => table.label}
                  pagination={false}
                  rowKey={(_row, i) => String(i)}
                  dataSource={table.rows.map((row) => Object.fromEntries(row.map((cell, i) => [String(i), cell])))}
                  columns={table.columns.map((title, i) => ({ title, dataIndex: String(i) }))}
                />
              ))}
            </section>
          ))}
        </>
      ) : null}
    </Drawer>
  );
}
