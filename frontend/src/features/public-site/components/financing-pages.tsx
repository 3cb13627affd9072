import { Card, Col, List, Row, Statistic, Steps, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { dictValueOf } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useMemberPage } from '../api/get-member-page';
import { usePolicyPage } from '../api/get-policy-page';
import { usePrivateFundPage } from '../api/get-private-fund-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import type { MemberItem, PrivateFundItem } from '../api/publication-types';
import { useCompanyPage } from '../api/select-company-page';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';
import { formatAmount } from './showcase-rules';

/** The ways to finance on the market, each opening its part of /financing. */
export const financingChannels: { key: string; title: LocaleKey; text: LocaleKey; href: string }[] = [
  { key: 'equity', title: 'site.fin.equity', text: 'site.fin.equityText', href: '/financing?tab=funds' },
  { key: 'institutions', title: 'site.fin.institutions', text: 'site.fin.institutionsText', href: '/financing?tab=members' },
  { key: 'listing', title: 'site.fin.listing', text: 'site.fin.listingText', href: '/companyList?isListing=1' },
  { key: 'policy', title: 'site.fin.policy', text: 'site.fin.policyText', href: '/policiesShow' },
];

/** The steps of a financing match, in order. */
export const financingSteps = ['site.fin.step1', 'site.fin.step2', 'site.fin.step3', 'site.fin.step4'] as const;

/**
 * /financingIndex: the financing service's front page: the funds, institutions and listed
 * enterprises the market counts, the ways to finance, and the newest policies.
 */
export function FinancingIndexPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const funds = usePrivateFundPage({ tenantId, current: 1, size: 1 });
  const members = useMemberPage({ tenantId, current: 1, size: 1 });
  const listed = useCompanyPage(tenantId === '' ? null : { tenantId, query: { current: 1, size: 1 }, company: { registerOrListing: '2' } });
  const policies = usePolicyPage({ tenantId, current: 1, size: 5 });
  return (
    <div className="front-page" data-testid="financing-index-page">
      <PageBanner title={t('site.financingIndex')} />
      <div className="front-body">
        <p className="zone-intro">{t('site.fin.intro')}</p>
        <Row gutter={16} className="site-stats" data-testid="financing-figures">
          <Col xs={24} sm={8}><Card size="small"><Statistic title={t('front.privateEquityFund')} value={funds.data?.total ?? 0} suffix={t('zone.fundUnit')} /></Card></Col>
          <Col xs={24} sm={8}><Card size="small"><Statistic title={t('site.fin.institutions')} value={members.data?.total ?? 0} suffix={t('site.unitInstitution')} /></Card></Col>
          <Col xs={24} sm={8}><Card size="small"><Statistic title={t('showcase.type2')} value={listed.data?.total ?? 0} suffix={t('site.unitCompany')} /></Card></Col>
        </Row>
        <Row gutter={[16, 16]} data-testid="financing-channels">
          {financingChannels.map((c) => (
            <Col key={c.key} xs={24} sm={12} lg={6}>
              <Card hoverable size="small" title={<a href={c.href}>{t(c.title)}</a>}>{t(c.text)}</Card>
            </Col>
          ))}
        </Row>
        <div className="centre-online">
          <a href="/financing" data-testid="financing-start">{t('site.financing')}</a>
        </div>
        <Card size="small" title={t('site.fin.policies')} extra={<a href="/policiesShow">{t('front.more')}</a>}>
          <List
            size="small"
            data-testid="financing-policies"
            loading={policies.isFetching}
            dataSource={policies.data?.records ?? []}
            renderItem={(p) => (
              <List.Item extra={<span className="list-date">{p.publishTime.slice(0, 10)}</span>}>
                <a href={`/policiesDetail?id=${encodeURIComponent(p.id)}`} target="_blank" rel="noopener noreferrer">{p.title}</a>
              </List.Item>
            )}
          />
        </Card>
      </div>
    </div>
  );
}

function Funds({ tenantId }: { tenantId: string }) {
  const t = useT();
  const paging = usePagedSearch({ sizeChanger: true });
  const list = usePrivateFundPage({ tenantId, ...paging.params });
  return (
    <SearchablePagedTable<PrivateFundItem>
      paging={paging}
      placeholder={t('site.fin.fundSearch')}
      list={list}
      rowKey="id"
      columns={[
        { title: t('fund.name'), dataIndex: 'fundName' },
        { title: t('fund.manager'), dataIndex: 'managerName' },
        { title: t('fund.type'), dataIndex: 'fundType', width: 140 },
        { title: t('fund.size'), dataIndex: 'fundSize', width: 170, align: 'right', render: (v: string) => formatAmount(v) },
      ]}
    />
  );
}

function Institutions({ tenantId }: { tenantId: string }) {
  const t = useT();
  const paging = usePagedSearch({ sizeChanger: true });
  const types = usePublicDictionary(tenantId, 'memberType');
  const list = useMemberPage({ tenantId, ...paging.params });
  return (
    <SearchablePagedTable<MemberItem>
      paging={paging}
      placeholder={t('site.memberSearch')}
      list={list}
      rowKey="id"
      columns={[
        { title: t('site.memberName'), dataIndex: 'name', render: (n: string, m) => <a href={`/memberDetails?id=${encodeURIComponent(m.id)}`} target="_blank" rel="noopener noreferrer">{n}</a> },
        { title: t('site.memberType'), dataIndex: 'memberType', width: 160, render: (k: string) => dictValueOf(types.data, k) ?? '' },
        { title: t('site.phone'), dataIndex: 'contactPhone', width: 150 },
      ]}
    />
  );
}

const tabs = ['funds', 'members', 'process'] as const;

/**
 * /financing: the financing match: the private-equity funds and the service institutions to
 * approach (?tab=funds|members), and how a match goes, started by signing in.
 */
export function FinancingPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') ?? '';
  const tab = (tabs as readonly string[]).includes(asked) ? asked : 'funds';
  return (
    <div className="front-page" data-testid="financing-page">
      <PageBanner title={t('site.financing')} />
      <div className="front-body">
        <Tabs
          activeKey={tab}
          onChange={(k) => setSearch({ tab: k }, { replace: true })}
          destroyInactiveTabPane
          items={[
            { key: 'funds', label: t('front.privateEquityFund'), children: <Funds tenantId={tenantId} /> },
            { key: 'members', label: t('site.fin.institutions'), children: <Institutions tenantId={tenantId} /> },
            {
              key: 'process',
              label: t('site.fin.process'),
              children: (
                <div data-testid="financing-process">
                  <Steps direction="vertical" current={-1} items={financingSteps.map((k) => ({ title: t(k), description: t(`${k}Text` as LocaleKey) }))} />
                  <a href={paths.homeLogin}>{t('site.onlineBusiness')}</a>
                </div>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
