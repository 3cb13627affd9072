import { useT } from '@/lib/i18n';
import { usePrivateFundPage } from '../api/get-private-fund-page';
import type { PrivateFundItem } from '../api/publication-types';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';
import { formatAmount } from './showcase-rules';

/** /privateEquityFund: the private-equity funds on display. */
export function PrivateEquityFundPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const paging = usePagedSearch();
  const list = usePrivateFundPage({ tenantId, ...paging.params });
  return (
    <div className="front-page" data-testid="private-equity-fund-page">
      <PageBanner title={t('front.privateEquityFund')} />
      <div className="front-body">
        <SearchablePagedTable<PrivateFundItem>
          paging={paging}
          placeholder={t('fund.search')}
          list={list}
          rowKey="id"
          columns={[
            { title: t('fund.name'), dataIndex: 'fundName' },
            { title: t('fund.manager'), dataIndex: 'managerName', width: 220 },
            { title: t('fund.filingCode'), dataIndex: 'filingCode', width: 110 },
            { title: t('fund.type'), dataIndex: 'fundType', width: 150 },
            { title: t('fund.size'), dataIndex: 'fundSize', width: 180, align: 'right', render: (v: string) => formatAmount(v) },
            { title: t('fund.established'), dataIndex: 'establishedDate', width: 120 },
            { title: t('fund.custodian'), dataIndex: 'custodian', width: 190 },
          ]}
        />
      </div>
    </div>
  );
}
