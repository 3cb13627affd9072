import { Alert, Card, Descriptions, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import type { TransferProjectDetail } from '@/api/transfer-project-types';
import { useTransferProjectDetail } from '../api/get-transfer-project-detail';

/** 1,000.00 from exact decimal text. */
function yuan(value: string): string {
  const [int = '0', frac = ''] = String(value ?? '').split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(frac + '00').slice(0, 2)}`;
}

/** The fund's six registration details, each shown only when flagged '1' (02 §2). */
export function flaggedDetails(d: TransferProjectDetail, currency: (key: string) => string): { key: LocaleKey; value: ReactNode }[] {
  const all: [string, LocaleKey, ReactNode][] = [
    [d.showRegisteredAddress, 'transferProject.registeredAddress', d.registeredAddress],
    [d.showPersonInCharge, 'transferProject.personInCharge', d.personInCharge],
    [d.showEstablishDate, 'transferProject.establishDate', d.establishDate],
    [d.showRegisteredCapitalCurrency, 'transferProject.registeredCapitalCurrency', currency(d.registeredCapitalCurrency)],
    [d.showRegisteredCapital, 'transferProject.registeredCapital', yuan(d.registeredCapital)],
    [d.showInstitutionalNature, 'transferProject.institutionalNature', d.institutionalNature],
  ];
  return all.filter(([flag]) => String(flag) === '1').map(([, key, value]) => ({ key, value }));
}

/**
 * The transfer project's detail page (03 §2: the spec's {token} route with ?id=; here
 * /fundTransferDetail): the project and the fund's registered address, person in charge,
 * establish date, registered capital currency, registered capital and institutional nature,
 * each hidden when not flagged (02 §2).
 */
export function TransferProjectDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useTransferProjectDetail(id);
  const statuses = useDictionary('projectStatus', { silent: true });
  const currencies = useDictionary('currencyType', { silent: true });
  if (!id) return <Alert type="warning" showIcon message={t('transferProject.noId')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) {
    const msg = detail.error instanceof ApiError && detail.error.msg ? detail.error.msg : t('transferProject.loadFailed');
    return <Alert type="error" showIcon message={msg} data-testid="transfer-project-error" />;
  }
  const d = detail.data;
  const currency = (key: string) => dictValueOf(currencies.data, key) ?? key;
  return (
    <Card title={`${d.projectAbbreviation}（${d.bizSn}）`} data-testid="transfer-project-detail">
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('transferProject.abbreviation')}>{d.projectAbbreviation}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.bizSn')}>{d.bizSn}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.companyName')}>{d.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.holderName')}>{d.holderName}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.status')}>{dictValueOf(statuses.data, d.status) ?? d.status}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.unionStatus')}>{t(d.unionStatus === '1' ? 'transferProject.yes' : 'transferProject.no')}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.shareTransfer')}>{Number(d.shareTransfer).toLocaleString('en-US')}</Descriptions.Item>
        <Descriptions.Item label={t('transferProject.lowPrice')}>{yuan(d.lowPrice)}</Descriptions.Item>
        {flaggedDetails(d, currency).map(({ key, value }) => (
          <Descriptions.Item key={key} label={t(key)}>
            <span data-testid={`detail-${key.split('.')[1]}`}>{value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
