import { Card, Descriptions, Empty, Table, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { ChainSection } from '../api/chain-types';

/**
 * The stamped business as people read it: one card per form section, each filled field under
 * its Chinese label (chosen values named, accounts beside their holders, amounts with their
 * capital numerals), and each table with its column labels.
 */
export function ChainRecordSections({ sections }: { sections: ChainSection[] }) {
  const t = useT();
  if (sections.length === 0) {
    return (
      <Card size="small" className="process-history" title={t('chain.record')}>
        <Empty description={t('chain.noFields')} />
      </Card>
    );
  }
  return (
    <div data-testid="chain-record">
      {sections.map((section, i) => (
        <Card key={`${section.title}-${i}`} size="small" className="process-history" title={section.title || t('chain.record')} style={{ marginTop: 12 }}>
          {section.lines.length > 0 && (
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
              items={section.lines.map((line, j) => ({
                key: `${line.label}-${j}`,
                label: line.label,
                children: (
                  <span data-testid={`chain-field-${line.label}`}>
                    {line.value}
                    {line.capital && <Typography.Text type="secondary">（{line.capital}）</Typography.Text>}
                  </span>
                ),
              }))}
            />
          )}
          {section.tables.map((table, j) => (
            <div key={`${table.label}-${j}`} style={{ marginTop: 12 }}>
              <Typography.Text strong>{table.label}</Typography.Text>
              <Table<string[]>
                size="small"
                pagination={false}
                rowKey={(_, k) => String(k)}
                dataSource={table.rows}
                columns={table.columns.map((title, k) => ({ title, key: String(k), render: (_, row) => row[k] }))}
              />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
