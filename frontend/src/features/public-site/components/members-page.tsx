import { Card, Col, Pagination, Row, Segmented } from 'antd';
import { dictValueOf } from '@/api/get-dictionary';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useMemberPage } from '../api/get-member-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { badgeText } from './showcase-rules';

/** /memberList: the members (intermediaries) on display, by type. */
export function MembersPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [memberType, setMemberType] = useState('');
  const [page, setPage] = useState({ current: 1, size: 12 });
  const types = usePublicDictionary(tenantId, 'memberType');
  const list = useMemberPage({ tenantId, ...page, memberType: memberType || undefined });
  const typeName = (k: string) => dictValueOf(types.data, k) ?? '';
  return (
    <div className="front-page" data-testid="members-page">
      <PageBanner title={t('front.memberList')} />
      <div className="front-body">
        <div className="list-toolbar">
          <Segmented
            value={memberType}
            onChange={(v) => {
              setMemberType(String(v));
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={[{ value: '', label: t('showcase.all') }, ...(types.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))]}
          />
        </div>
        <Row gutter={[16, 16]}>
          {(list.data?.records ?? []).map((m) => (
            <Col key={m.id} xs={24} md={12} lg={8}>
              <Card hoverable data-testid="member-card">
                <a href={`/memberDetails?id=${encodeURIComponent(m.id)}`} target="_blank" rel="noopener noreferrer" className="member-head">
                  <span className="company-badge small">
                    <span>{badgeText(null, m.name.replace(/^(陕西|西安)/, ''))}</span>
                  </span>
                  <span className="member-name">{m.name}</span>
                </a>
                <div className="member-type">{typeName(m.memberType)}</div>
                <div className="member-line">{m.address}</div>
                <div className="member-line">{m.contactPhone}</div>
              </Card>
            </Col>
          ))}
        </Row>
        <Pagination
          className="showcase-pager"
          current={page.current}
          pageSize={page.size}
          total={list.data?.total ?? 0}
          showTotal={(total) => t('showcase.total', { total })}
          onChange={(current, size) => setPage({ current, size })}
        />
      </div>
    </div>
  );
}
