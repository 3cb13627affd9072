import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { EnterpriseTable } from './enterprise-table';
import { PageBanner } from './page-banner';

/** /officialWebsiteCompanyList: the custodied enterprises (托管企业) as a table; ?cityCode= picks a city. */
export function OfficialCompanyListPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search] = useSearchParams();
  return (
    <div className="front-page" data-testid="official-company-list-page">
      <PageBanner title={t('site.companyList')} />
      <div className="front-body">
        <EnterpriseTable tenantId={tenantId} type={1} initialCity={search.get('cityCode') ?? ''} />
      </div>
    </div>
  );
}

/** /officialWebsiteGpList: the listed enterprises (挂牌企业) as a table, by sector and city; a row opens its listing. */
export function OfficialGpListPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search] = useSearchParams();
  return (
    <div className="front-page" data-testid="official-gp-list-page">
      <PageBanner title={t('site.gpList')} />
      <div className="front-body">
        <EnterpriseTable
          tenantId={tenantId}
          type={2}
          initialCity={search.get('cityCode') ?? ''}
          href={(c) => `/rubanDetail?tenantId=${encodeURIComponent(tenantId)}&listCode=${encodeURIComponent(c.listCode ?? '')}`}
        />
      </div>
    </div>
  );
}
