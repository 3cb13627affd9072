import { Alert, Descriptions, Empty, Input, List, Progress, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useCompanyDisplay } from '../api/get-company-display';
import { useCompanyPage } from '../api/select-company-page';
import type { ShowcaseCompany } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';

/** The facts of an enterprise's public record a visitor expects to find, in the card's order. */
export const recordFields: { label: LocaleKey; has: (c: ShowcaseCompany) => boolean }[] = [
  { label: 'showcase.shortName', has: (c) => !!c.shortName },
  { label: 'showcase.code', has: (c) => !!c.code },
  { label: 'showcase.companyType', has: (c) => !!c.companyType },
  { label: 'showcase.industry', has: (c) => !!c.industry },
  { label: 'showcase.capital', has: (c) => !!c.registeredCapital },
  { label: 'showcase.registerDate', has: (c) => !!c.registerDate },
  { label: 'showcase.idNumber', has: (c) => !!c.idType && !!c.idNumber },
  { label: 'site.logo', has: (c) => !!c.logoFileId },
  { label: 'site.labels', has: (c) => !!c.labelName },
  { label: 'showcase.city', has: (c) => !!c.cityCode },
  { label: 'showcase.district', has: (c) => !!c.districtCode },
];

/** Which facts the record holds and which it lacks, and the share held (whole percent). */
export function completeness(c: ShowcaseCompany): { held: LocaleKey[]; missing: LocaleKey[]; percent: number } {
  const held = recordFields.filter((f) => f.has(c)).map((f) => f.label);
  const missing = recordFields.filter((f) => !f.has(c)).map((f) => f.label);
  return { held, missing, percent: Math.round((held.length * 100) / recordFields.length) };
}

function Check({ tenantId, uuid }: { tenantId: string; uuid: string }) {
  const t = useT();
  const company = useCompanyDisplay(tenantId, uuid);
  const c = company.data;
  if (company.isError) return <Result status="404" title={t('front.notFound')} />;
  if (!c) return <Spin spinning><div style={{ minHeight: 120 }} /></Spin>;
  const { held, missing, percent } = completeness(c);
  return (
    <div data-testid="data-check">
      <h2 data-testid="check-name">{c.name}</h2>
      <Progress percent={percent} status={percent === 100 ? 'success' : 'active'} data-testid="check-percent" />
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('site.held')}>
          <span data-testid="check-held">{held.map((k) => <Tag key={k} color="green">{t(k)}</Tag>)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('site.missing')}>
          <span data-testid="check-missing">{missing.length === 0 ? t('site.nothingMissing') : missing.map((k) => <Tag key={k} color="orange">{t(k)}</Tag>)}</span>
        </Descriptions.Item>
      </Descriptions>
      {missing.length > 0 && (
        <Alert className="site-note" type="info" showIcon message={t('site.perfectHow')} action={<a href={paths.homeLogin}>{t('site.onlineBusiness')}</a>} />
      )}
    </div>
  );
}

/**
 * /perfectData: 完善资料: an enterprise finds its public record (by code or name, ?uuid= chosen)
 * and sees which facts the register holds and which are missing, with how to complete them
 * (an information change, signed in).
 */
export function PerfectDataPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search, setSearch] = useSearchParams();
  const [key, setKey] = useState('');
  const uuid = search.get('uuid') ?? '';
  const found = useCompanyPage(tenantId === '' || key === '' ? null : { tenantId, query: { current: 1, size: 5 }, company: { registerOrListing: '1', key } });
  return (
    <div className="front-page" data-testid="perfect-data-page">
      <PageBanner title={t('site.perfectData')} />
      <div className="front-body">
        <p className="zone-intro">{t('site.perfectIntro')}</p>
        <Input.Search
          data-testid="perfect-search"
          placeholder={t('showcase.searchPlaceholder')}
          enterButton
          allowClear
          style={{ maxWidth: 480 }}
          onSearch={(v) => setKey(v.trim())}
        />
        {key !== '' && (
          <List
            className="site-note"
            size="small"
            bordered
            data-testid="perfect-found"
            loading={found.isFetching}
            dataSource={found.data?.records ?? []}
            locale={{ emptyText: <Empty description={t('showcase.empty')} /> }}
            renderItem={(c) => (
              <List.Item>
                <a onClick={() => setSearch({ uuid: c.uuid }, { replace: true })} data-testid="perfect-pick">{c.name}</a>
                <span>{c.code}</span>
              </List.Item>
            )}
          />
        )}
        {uuid !== '' && tenantId !== '' && <Check key={uuid} tenantId={tenantId} uuid={uuid} />}
      </div>
    </div>
  );
}
