import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import type { ShowcaseType } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { EnterpriseTable } from './enterprise-table';
import { PageBanner } from './page-banner';

const types: ShowcaseType[] = [1, 2, 3];

/**
 * /companyListNew: the showcase as tables, one tab per kind (托管 1, 挂牌 2, 展示 3), ?type= and
 * ?cityCode= chosen on entry; a listed enterprise opens its listing (/rubanDetail).
 */
export function CompanyListNewPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('type'));
  const type: ShowcaseType = asked === 2 || asked === 3 ? asked : 1;
  const city = search.get('cityCode') ?? '';
  return (
    <div className="front-page" data-testid="company-list-new-page">
      <PageBanner title={t('showcase.banner')} />
      <div className="front-body">
        <Tabs
          activeKey={String(type)}
          onChange={(k) => setSearch({ type: k }, { replace: true })}
          items={types.map((k) => ({
            key: String(k),
            label: t(`showcase.type${k}`),
            children:
              k === type ? (
                <EnterpriseTable
                  tenantId={tenantId}
                  type={k}
                  initialCity={city}
                  href={k === 2 ? (c) => `/rubanDetail?tenantId=${encodeURIComponent(tenantId)}&listCode=${encodeURIComponent(c.listCode ?? '')}` : undefined}
                />
              ) : null,
          }))}
        />
      </div>
    </div>
  );
}
