import { Select } from 'antd';
import { useState } from 'react';
import { dictValueOf } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import type { MemberItem } from '../api/publication-types';
import { useMemberPage } from '../api/get-member-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';

/** /officialWebsiteMemberList: the members (intermediaries) as a table, by type, searched by name. */
export function OfficialMemberListPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const paging = usePagedSearch({ sizeChanger: true });
  const [memberType, setMemberType] = useState('');
  const types = usePublicDictionary(tenantId, 'memberType');
  const list = useMemberPage({ tenantId, ...paging.params, memberType: memberType || undefined });
  return (
    <div className="front-page" data-testid="official-member-list-page">
      <PageBanner title={t('site.memberList')} />
      <div className="front-body">
        <SearchablePagedTable<MemberItem>
          paging={paging}
          placeholder={t('site.memberSearch')}
          list={list}
          filter={
            <Select
              data-testid="member-type-filter"
              style={{ width: 200 }}
              value={memberType}
              onChange={(v) => {
                setMemberType(v);
                paging.restart();
              }}
              options={[{ value: '', label: `${t('site.memberType')}：${t('showcase.all')}` }, ...(types.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))]}
            />
          }
          rowKey="id"
          columns={[
            { title: t('site.memberName'), dataIndex: 'name', render: (n: string, m) => <a href={`/memberDetails?id=${encodeURIComponent(m.id)}`} target="_blank" rel="noopener noreferrer">{n}</a> },
            { title: t('site.memberType'), dataIndex: 'memberType', render: (k: string) => dictValueOf(types.data, k) ?? '' },
            { title: t('site.address'), dataIndex: 'address' },
            { title: t('site.phone'), dataIndex: 'contactPhone', width: 140 },
            { title: t('site.joinDate'), dataIndex: 'joinDate', width: 120 },
          ]}
        />
      </div>
    </div>
  );
}
