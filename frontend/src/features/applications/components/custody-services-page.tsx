import { Card, Descriptions, Space, Tag } from 'antd';
import { CompanyServiceTable } from '@/components/company-service-table';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { custodyBusinesses } from './catalogue-groups';
import { StartBusinessButtons } from './start-business-buttons';

const yesNo = (on: number) => (on === 1 ? 'green' : 'default');

/**
 * /businessApply, 登记托管: the current enterprise's custody at a glance (in custody or not, the
 * custody date, its service rows and its products) and the custody businesses it may start.
 */
export function CustodyServicesPage() {
  const t = useT();
  return (
    <WithCurrentCompany>
      {({ company, services, products, standing }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="custody-services">
          <Card title={t('custody.title')} size="small">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'name', label: t('company.name'), children: <span data-testid="custody-company">{company.name}</span> },
                { key: 'code', label: t('company.code'), children: company.code ?? '--' },
                {
                  key: 'custody',
                  label: t('custody.state'),
                  children: (
                    <Tag color={yesNo(standing.isRegister)} data-testid="custody-state">
                      {t(standing.isRegister === 1 ? 'custody.in' : 'custody.out')}
                    </Tag>
                  ),
                },
                { key: 'date', label: t('company.registryDate'), children: company.registryDate ?? '--' },
                {
                  key: 'product',
                  label: t('custody.product'),
                  children: products.length ? products.map((p) => `${p.productName}（${p.productCode}）`).join('、') : '--',
                },
                {
                  key: 'shares',
                  label: t('custody.totalShares'),
                  children: products.length ? products.map((p) => p.totalShares.toLocaleString('en-US')).join('、') : '--',
                },
              ]}
            />
          </Card>
          <Card title={t('custody.services')} size="small">
            <CompanyServiceTable services={services} />
          </Card>
          <Card title={t('custody.start')} size="small">
            <StartBusinessButtons appIds={custodyBusinesses} />
          </Card>
        </Space>
      )}
    </WithCurrentCompany>
  );
}
