import { Input, Table } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSpecialisationPage } from '../api/get-specialisation-page';
import type { ShowcaseCompany } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { formatAmount, formatDate, specialisationInfoHref } from './showcase-rules';

/** /specializationNewList: custodied enterprises recognised as specialised and new (专精特新); a name opens /specializationNewInfo. */
export function SpecialisationPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useSpecialisationPage({ tenantId, ...page, key: key || undefined });
  return (
    <div className="front-page" data-testid="specialisation-page">
      <PageBanner title={t('front.specializationNewList')} />
      <div className="front-body">
        <div className="list-toolbar">
          <span />
          <Input.Search
            placeholder={t('showcase.searchPlaceholder')}
            allowClear
            onSearch={(v) => {
              setKey(v.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ width: 320 }}
          />
        </div>
        <Table<ShowcaseCompany>
          rowKey="uuid"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
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
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('showcase.total', { total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      </div>
    </div>
  );
}
