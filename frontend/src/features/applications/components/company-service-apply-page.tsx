import { Card, Space } from 'antd';
import { CompanyServiceTable } from '@/components/company-service-table';
import { MyApplicationsTable } from '@/components/my-applications-table';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { companyServiceBusinesses } from './business-groups';
import { StartBusinessButtons } from './start-business-buttons';

/**
 * /companyServiceApply, 企业服务申请: the current enterprise's service rows (托管, 展示, 专精特新
 * and their states), the service businesses it may apply for (企业展示 550092, 专精特新入板
 * 550200, 收费业务 550100) and its applications of them.
 */
export function CompanyServiceApplyPage() {
  const t = useT();
  return (
    <WithCurrentCompany>
      {({ company, services }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="company-service-apply">
          <Card title={t('service.current', { company: company.name })} size="small">
            <CompanyServiceTable services={services} />
          </Card>
          <Card title={t('service.start')} size="small">
            <StartBusinessButtons appIds={companyServiceBusinesses} />
          </Card>
          <Card title={t('service.applications')} size="small">
            <MyApplicationsTable appIds={companyServiceBusinesses} />
          </Card>
        </Space>
      )}
    </WithCurrentCompany>
  );
}
