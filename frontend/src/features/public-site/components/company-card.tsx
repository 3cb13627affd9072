import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { ShowcaseCompany, ShowcaseType } from '../api/showcase-types';
import { badgeText, companyTypeNames, detailHref, formatAmount, formatDate, labelsOf, yearOf } from './showcase-rules';

function logoUrl(tenantId: string, attachId: string): string {
  return `/api/blade-resource/nonds/oss/endpoint/downloadFile?${new URLSearchParams({ attachId, tenantId }).toString()}`;
}

/** One enterprise card of the showcase, with the fields of its type (spec §2). */
export function CompanyCard({
  company: c,
  type,
  tenantId,
  idTypeName,
}: {
  company: ShowcaseCompany;
  type: ShowcaseType;
  tenantId: string;
  idTypeName: (key: string | null | undefined) => string;
}) {
  const t = useT();
  const href = detailHref(type, tenantId, c.uuid);
  const field = (label: string, value: ReactNode, testId: string) => (
    <div className="card-field" key={testId}>
      <span className="card-field-label">
        {label}
        {t('showcase.colon')}
      </span>
      <span className="card-field-value" data-testid={`card-${testId}`}>
        {value === '' || value === null || value === undefined ? '--' : value}
      </span>
    </div>
  );
  const capital = c.registeredCapital ? `${formatAmount(c.registeredCapital)} ${t('showcase.yuan')}` : '';
  const common = [
    field(t('showcase.companyType'), c.companyType ? companyTypeNames[c.companyType] : '', 'company-type'),
    field(t('showcase.industry'), c.industryName ?? '', 'industry'),
    field(t('showcase.capital'), capital, 'capital'),
    field(t('showcase.registerDate'), formatDate(c.registerDate), 'register-date'),
    field(idTypeName(c.idType) || t('showcase.idNumber'), c.idNumber ?? '', 'id-number'),
  ];
  const shortName = c.shortName ? [field(t('showcase.shortName'), c.shortName, 'short-name')] : [];
  const fields =
    type === 1
      ? [field(t('showcase.code'), c.code ?? '', 'code'), field(t('showcase.custodyDate'), formatDate(c.registryDate), 'custody-date'), ...common, ...shortName]
      : type === 2
        ? [
            field(t('showcase.listCode'), c.listCode ?? '', 'list-code'),
            field(t('showcase.listingYear'), yearOf(c.listingDate), 'listing-year'),
            ...common,
            ...shortName,
            field(t('showcase.sector'), [c.sectorName, c.featuredSectorName].filter(Boolean).join(' / '), 'sector'),
          ]
        : [
            field(t('showcase.showCode'), c.showCode ?? '', 'show-code'),
            field(t('showcase.showDate'), formatDate(c.showTimeStart), 'show-date'),
            ...common,
            ...shortName,
            field(t('showcase.showPlate'), c.showPlateName ?? '', 'show-plate'),
          ];
  return (
    <div className="company-card" data-testid="company-card">
      <a href={href} target="_blank" rel="noopener noreferrer" className="company-logo" data-testid="company-logo">
        {c.logoFileId ? <img src={logoUrl(tenantId, c.logoFileId)} alt={c.name} /> : <span className="company-badge">
            <span>{badgeText(c.shortName, c.name)}</span>
          </span>}
      </a>
      <div className="company-body">
        <div className="company-title">
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="company-name">
            {c.name}
          </a>
          {labelsOf(c.labelName).map((l) => (
            <Tag key={l} color="blue" data-testid="company-label">
              {l}
            </Tag>
          ))}
        </div>
        <div className="company-fields">{fields}</div>
      </div>
    </div>
  );
}
