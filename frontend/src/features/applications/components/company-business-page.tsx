import { Card, Descriptions, Space, Tag } from 'antd';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { companyBusinesses } from './catalogue-groups';
import { StartBusinessButtons } from './start-business-buttons';

const on = (flag: number) => (flag === 1 ? 'green' : 'default');

/**
 * /companyApply, 企业业务办理: the current enterprise at a glance (custody and listing standing)
 * and its businesses other than custody and listing (dossier changes, filings, pledges,
 * disclosures ...) it may start.
 */
export function CompanyBusinessPage() {
  const t = useT();
  return (
    <WithCurrentCompany>
      {({ company, standing }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="company-business">
          <Card title={t('companyApply.title')} size="small">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'name', label: t('company.name'), children: <span data-testid="company-business-name">{company.name}</span> },
                { key: 'code', label: t('company.code'), children: company.code ?? '--' },
                {
                  key: 'custody',
                  label: t('custody.state'),
                  children: <Tag color={on(standing.isRegister)}>{t(standing.isRegister === 1 ? 'custody.in' : 'custody.out')}</Tag>,
                },
                {
                  key: 'listing',
                  label: t('listing.state'),
                  children: <Tag color={on(standing.isListing)}>{t(standing.isListing === 1 ? 'listing.listed' : 'listing.notListed')}</Tag>,
                },
              ]}
            />
          </Card>
          <Card title={t('companyApply.start')} size="small">
            <StartBusinessButtons appIds={companyBusinesses} />
          </Card>
        </Space>
      )}
    </WithCurrentCompany>
  );
}
