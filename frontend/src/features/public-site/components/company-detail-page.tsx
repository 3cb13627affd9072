import { Descriptions, Result, Spin, Tag } from 'antd';
import { dictValueOf } from '@/api/get-dictionary';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useCompanyDisplay } from '../api/get-company-display';
import { usePublicDictionary } from '../api/get-public-dictionary';
import type { ShowcaseType } from '../api/showcase-types';
import { PageBanner } from './page-banner';
import { badgeText, companyTypeNames, formatAmount, formatDate, labelsOf } from './showcase-rules';

/** /gplistT, /gplistG, /gplistZ?tenantId=&uuid=: one enterprise of the showcase. */
export function CompanyDetailPage({ type }: { type: ShowcaseType }) {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '000000';
  const uuid = search.get('uuid') ?? '';
  const company = useCompanyDisplay(tenantId, uuid);
  const idTypes = usePublicDictionary(tenantId, 'organTypeValidator');
  const c = company.data;
  const title = t(type === 1 ? 'showcase.type1' : type === 2 ? 'showcase.type2' : 'showcase.type3');
  return (
    <div className="front-page" data-testid={`company-detail-${type}`}>
      <PageBanner title={title} />
      <div className="front-body">
        <Spin spinning={company.isPending && uuid !== ''}>
          {company.isError || uuid === '' ? (
            <Result status="404" title={t('front.notFound')} />
          ) : c ? (
            <div className="detail-card">
              <div className="company-title">
                <span className="company-badge">
                  <span>{badgeText(c.shortName, c.name)}</span>
                </span>
                <h2 data-testid="detail-name">{c.name}</h2>
                {labelsOf(c.labelName).map((l) => (
                  <Tag key={l} color="blue">
                    {l}
                  </Tag>
                ))}
              </div>
              <Descriptions bordered column={2} size="middle">
                {type === 1 && <Descriptions.Item label={t('showcase.code')}>{c.code}</Descriptions.Item>}
                {type === 1 && <Descriptions.Item label={t('showcase.custodyDate')}>{formatDate(c.registryDate)}</Descriptions.Item>}
                {type === 2 && <Descriptions.Item label={t('showcase.listCode')}>{c.listCode}</Descriptions.Item>}
                {type === 2 && <Descriptions.Item label={t('showcase.listingDate')}>{formatDate(c.listingDate)}</Descriptions.Item>}
                {type === 2 && (
                  <Descriptions.Item label={t('showcase.sector')}>{[c.sectorName, c.featuredSectorName].filter(Boolean).join(' / ')}</Descriptions.Item>
                )}
                {type === 3 && <Descriptions.Item label={t('showcase.showCode')}>{c.showCode}</Descriptions.Item>}
                {type === 3 && <Descriptions.Item label={t('showcase.showDate')}>{formatDate(c.showTimeStart)}</Descriptions.Item>}
                {type === 3 && <Descriptions.Item label={t('showcase.showPlate')}>{c.showPlateName}</Descriptions.Item>}
                <Descriptions.Item label={t('showcase.shortName')}>{c.shortName ?? '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.companyType')}>{c.companyType ? companyTypeNames[c.companyType] : '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.industry')}>{c.industryName ?? '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.capital')}>
                  {c.registeredCapital ? `${formatAmount(c.registeredCapital)} ${t('showcase.yuan')}` : '--'}
                </Descriptions.Item>
                <Descriptions.Item label={t('showcase.registerDate')}>{formatDate(c.registerDate)}</Descriptions.Item>
                <Descriptions.Item label={dictValueOf(idTypes.data, c.idType) ?? t('showcase.idNumber')}>
                  {c.idNumber}
                </Descriptions.Item>
              </Descriptions>
            </div>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}

/** /companyDetial (also under /index and /home)?tenantId=&uuid=&type=: the showcase's detail by its old name; type 1 unless 2 or 3. */
export function CompanyDetialPage() {
  const [search] = useSearchParams();
  const asked = Number(search.get('type'));
  return <CompanyDetailPage type={asked === 2 || asked === 3 ? asked : 1} />;
}
