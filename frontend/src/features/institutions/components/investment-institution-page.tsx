import { Alert, Button, Card, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import { useInstitutionPage, type Institution } from '../api/institutions';
import { InstitutionDetail } from './institution-detail';

/**
 * /investmentInstitution, 投资机构: the tenant's certified institutional investors (机构投资者认证
 * 550032 done, their institution's registration account open, 550131), searched by name or
 * credit code, paged; one opens in a drawer (?id=) with its completed certification and
 * registration businesses.
 */
export function InvestmentInstitutionPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [key, setKey] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const page = useInstitutionPage({ ...paging, key: key || undefined });
  const open = params.get('id') ?? '';
  const show = (id: string) => setParams(id ? { id } : {});
  return (
    <Card title={t('institution.title')} data-testid="investment-institutions">
      <Input.Search
        allowClear
        placeholder={t('institution.search')}
        style={{ maxWidth: 360, marginBottom: 12 }}
        onSearch={(v) => {
          setKey(v.trim());
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        data-testid="institution-search"
      />
      {page.isError && <Alert type="error" showIcon message={t('list.loadFailed', { msg: page.error.message })} />}
      <Table<Institution>
        size="small"
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: t('institution.none') }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: page.data?.total ?? 0,
          showTotal: (total) => t('institution.total', { total }),
          onChange: (current, size) => setPaging({ current, size }),
        }}
        data-testid="institution-table"
        columns={[
          {
            title: t('institution.name'),
            dataIndex: 'name',
            render: (name: string, i) => (
              <Button type="link" size="small" onClick={() => show(i.id)} data-testid={`institution-${i.id}`}>
                {name}
              </Button>
            ),
          },
          { title: t('institution.code'), dataIndex: 'creditCode', render: (v: string | null) => v ?? '--' },
          { title: t('institution.category'), dataIndex: 'category', render: (v: string | null) => v ?? '--' },
          { title: t('institution.legal'), dataIndex: 'legalPerson', render: (v: string | null) => v ?? '--' },
          { title: t('institution.certified'), key: 'certified', render: () => <Tag color="green">{t('institution.yes')}</Tag> },
          { title: t('institution.latest'), dataIndex: 'latestAt', render: (v: number | null) => formatBeijing(v) },
        ]}
      />
      <InstitutionDetail id={open} onClose={() => show('')} />
    </Card>
  );
}
