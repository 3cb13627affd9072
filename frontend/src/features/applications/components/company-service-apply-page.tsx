import { Card, Space } from 'antd';
import type { MyApplication } from '@/api/list-my-applications';
import { links, paths } from '@/app/paths';
import { CompanyServiceTable } from '@/components/company-service-table';
import { MyApplicationsTable } from '@/components/my-applications-table';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { companyServiceBusinesses } from './business-groups';
import { StartBusinessButtons } from './start-business-buttons';

/** 企业展示 550092 has pages of its own (02 §2: /550092/compile and /550092/detail). */
const showcase = '550092';

export function serviceStartLink(appId: string): string {
  return appId === showcase ? `${paths.showcaseEdit}?nodeId=apply` : links.apply({ appId, nodeId: 'apply' });
}

export function serviceDetailLink(a: MyApplication): string {
  return a.appId === showcase ? `${paths.showcaseDetail}?bizSn=${encodeURIComponent(a.bizSn)}` : links.businessDetail(a.bizSn);
}

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
            <StartBusinessButtons appIds={companyServiceBusinesses} startLink={serviceStartLink} />
          </Card>
          <Card title={t('service.applications')} size="small">
            <MyApplicationsTable appIds={companyServiceBusinesses} detailLink={serviceDetailLink} />
          </Card>
        </Space>
      )}
    </WithCurrentCompany>
  );
}
