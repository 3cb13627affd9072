import { Descriptions, Result, Spin } from 'antd';
import { dictValueOf } from '@/api/get-dictionary';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useMemberDetail } from '../api/get-member-detail';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';

/** /memberDetails?id=: one member. */
export function MemberDetailPage() {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = usePublicTenant();
  const id = search.get('id') ?? '';
  const detail = useMemberDetail(tenantId, id);
  const types = usePublicDictionary(tenantId, 'memberType');
  const m = detail.data;
  return (
    <div className="front-page" data-testid="member-detail-page">
      <PageBanner title={t('front.memberList')} />
      <div className="front-body">
        <Spin spinning={detail.isPending && id !== '' && tenantId !== ''}>
          {detail.isError || id === '' ? (
            <Result status="404" title={t('front.notFound')} />
          ) : m ? (
            <div className="detail-card">
              <h2 data-testid="detail-name">{m.name}</h2>
              <Descriptions bordered column={1}>
                <Descriptions.Item label={t('member.type')}>{dictValueOf(types.data, m.memberType)}</Descriptions.Item>
                <Descriptions.Item label={t('member.joinDate')}>{m.joinDate}</Descriptions.Item>
                <Descriptions.Item label={t('member.address')}>{m.address}</Descriptions.Item>
                <Descriptions.Item label={t('member.phone')}>{m.contactPhone}</Descriptions.Item>
                <Descriptions.Item label={t('member.intro')}>{m.intro}</Descriptions.Item>
              </Descriptions>
            </div>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
