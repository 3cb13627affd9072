import { Card, Descriptions, Empty, List, Result, Spin, Tag } from 'antd';
import { dictValueOf } from '@/api/get-dictionary';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useCompanyDisplay } from '../api/get-company-display';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import type { ShowcaseCompany } from '../api/showcase-types';
import { PageBanner } from './page-banner';
import { badgeText, companyTypeNames, detailHref, formatAmount, formatDate, labelsOf } from './showcase-rules';

/**
 * /specializationNewInfo?tenantId=&uuid=: one specialised-and-new (专精特新) enterprise, reached
 * from /specializationNewList; its recognition, registration facts and latest disclosures. An
 * enterprise without a recognition is not one of them: 内容不存在.
 */
export function SpecialisationInfoPage() {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') || '000000';
  const uuid = search.get('uuid') ?? '';
  const company = useCompanyDisplay(tenantId, uuid);
  const idTypes = usePublicDictionary(tenantId, 'organTypeValidator');
  const c = company.data;
  const missing = uuid === '' || company.isError || (c !== undefined && !c.specialisedLevel);
  return (
    <div className="front-page" data-testid="specialisation-info-page">
      <PageBanner title={t('front.specializationNewList')} />
      <div className="front-body">
        <Spin spinning={company.isPending && uuid !== ''}>
          {missing ? (
            <Result status="404" title={t('front.notFound')} />
          ) : c ? (
            <>
              <div className="detail-card">
                <div className="company-title">
                  <span className="company-badge">
                    <span>{badgeText(c.shortName, c.name)}</span>
                  </span>
                  <h2 data-testid="detail-name">{c.name}</h2>
                  <Tag color="gold" data-testid="specialised-level">
                    {c.specialisedLevel}
                  </Tag>
                  {labelsOf(c.labelName).map((l) => (
                    <Tag key={l} color="blue">
                      {l}
                    </Tag>
                  ))}
                </div>
                <Descriptions bordered column={2} size="middle" data-testid="specialisation-facts">
                  <Descriptions.Item label={t('showcase.code')}>{c.code || '--'}</Descriptions.Item>
                  <Descriptions.Item label={t('showcase.specialisedLevel')}>{c.specialisedLevel}</Descriptions.Item>
                  <Descriptions.Item label={t('showcase.shortName')}>{c.shortName || '--'}</Descriptions.Item>
                  <Descriptions.Item label={t('showcase.companyType')}>{c.companyType ? companyTypeNames[c.companyType] : '--'}</Descriptions.Item>
                  <Descriptions.Item label={t('showcase.industry')}>{c.industryName || '--'}</Descriptions.Item>
                  <Descriptions.Item label={t('showcase.capital')}>
                    {c.registeredCapital ? `${formatAmount(c.registeredCapital)} ${t('showcase.yuan')}` : '--'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('showcase.registerDate')}>{formatDate(c.registerDate) || '--'}</Descriptions.Item>
                  <Descriptions.Item label={t('showcase.custodyDate')}>{formatDate(c.registryDate) || '--'}</Descriptions.Item>
                  <Descriptions.Item label={dictValueOf(idTypes.data, c.idType) ?? t('showcase.idNumber')} span={2}>
                    {c.idNumber || '--'}
                  </Descriptions.Item>
                </Descriptions>
                <div className="detail-links">
                  <a href={detailHref(1, tenantId, c.uuid)} target="_blank" rel="noopener noreferrer" data-testid="showcase-link">
                    {t('specialised.showcaseLink')}
                  </a>
                </div>
              </div>
              <CompanyDisclosures tenantId={tenantId} company={c} />
            </>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}

/** The enterprise's latest disclosures (the disclosure list filtered by its name). */
function CompanyDisclosures({ tenantId, company }: { tenantId: string; company: ShowcaseCompany }) {
  const t = useT();
  const list = useDisclosurePage({ tenantId, current: 1, size: 5, key: company.name });
  const records = (list.data?.records ?? []).filter((d) => !d.companyId || d.companyId === company.uuid);
  return (
    <Card size="small" title={t('specialised.disclosures')} className="detail-section" data-testid="specialisation-disclosures">
      {records.length === 0 && !list.isFetching ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('specialised.noDisclosures')} />
      ) : (
        <List
          size="small"
          loading={list.isFetching}
          dataSource={records}
          renderItem={(d) => (
            <List.Item extra={<span className="list-date">{d.publishTime.slice(0, 10)}</span>}>
              <a href={`/information/reportDetail/${encodeURIComponent(d.id)}`} target="_blank" rel="noopener noreferrer">
                {d.title}
              </a>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
