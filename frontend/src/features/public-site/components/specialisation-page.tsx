import { useT } from '@/lib/i18n';
import { useSpecialisationPage } from '../api/get-specialisation-page';
import type { ShowcaseCompany } from '../api/showcase-types';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';
import { formatAmount, formatDate, specialisationInfoHref } from './showcase-rules';

/** /specializationNewList: custodied enterprises recognised as specialised and new (专精特新); a name opens /specializationNewInfo. */
export function SpecialisationPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const paging = usePagedSearch();
  const list = useSpecialisationPage({ tenantId, ...paging.params });
  return (
    <div className="front-page" data-testid="specialisation-page">
      <PageBanner title={t('front.specializationNewList')} />
      <div className="front-body">
        <SearchablePagedTable<ShowcaseCompany>
          paging={paging}
          placeholder={t('showcase.searchPlaceholder')}
          list={list}
          rowKey="uuid"
          columns={[
            { title: t('showcase.code'), dataIndex: 'code', width: 110 },
            {
              title: t('showcase.name'),
              dataIndex: 'name',
              render: (name: string, c) => (
                <a href={specialisationInfoHref(tenantId, c.uuid)} target="_blank" rel="noopener noreferrer" data-testid="specialisation-name">
                  {name}
                </a>
              ),
            },
            { title: t('showcase.specialisedLevel'), dataIndex: 'specialisedLevel', width: 200 },
            { title: t('showcase.industry'), dataIndex: 'industryName', width: 220 },
            { title: t('showcase.capital'), dataIndex: 'registeredCapital', width: 170, align: 'right', render: (v: string) => formatAmount(v) },
            { title: t('showcase.custodyDate'), dataIndex: 'registryDate', width: 120, render: (v: string) => formatDate(v) },
          ]}
        />
      </div>
    </div>
  );
}
