import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useChainDetail } from '../api/get-chain-detail';
import { genesisHash } from './chain-format';
import { ChainRecordSections } from './chain-record-sections';

/**
 * /areaBlockChainDetail/:transHash: one chain entry as a readable record: its business
 * (linking to the business detail), the applicant's name, Beijing times, its hash and the
 * previous hash, and the stamped form under its Chinese labels. Another's entry answers
 * 无权查看该存证记录.
 */
export function BlockChainDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const transHash = useParams().transHash ?? '';
  const detail = useChainDetail(transHash);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.blockChain)} data-testid="chain-back">
      {t('chain.back')}
    </Button>
  );
  if (!transHash) return <Result status="warning" title={t('chain.missing')} extra={back} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="chain-detail-error"
        message={t('chain.loadFailed')}
        description={detail.error?.message}
        action={back}
      />
    );
  }
  const e = detail.data;

  return (
    <div className="process-page" data-testid="block-chain-detail">
      <Card size="small" className="process-head" title={t('chain.detailTitle')} extra={back}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          items={[
            { key: 'bizType', label: t('chain.bizType'), children: <span data-testid="chain-biz-type">{e.bizTypeName ?? '-'}</span> },
            {
              key: 'bizSn',
              label: t('chain.bizSn'),
              children: (
                <Link to={links.businessDetail(e.bizSn)} data-testid="chain-biz-link">
                  {e.bizSn}
                </Link>
              ),
            },
            {
              key: 'applicant',
              label: t('chain.applicant'),
              children: (
                <span data-testid="chain-applicant">
                  {e.applicant || '-'}
                  {e.byStaff && <Tag style={{ marginLeft: 8 }}>{t('chain.byStaff')}</Tag>}
                </span>
              ),
            },
            { key: 'submittedAt', label: t('chain.submittedAt'), children: e.submittedAt || '-' },
            { key: 'completedAt', label: t('chain.completedAt'), children: e.completedAt || '-' },
            { key: 'createdAt', label: t('chain.createdAt'), children: <span data-testid="chain-created-at">{e.stampedAt}</span> },
            ...(e.charge ? [{ key: 'charge', label: t('chain.charge'), children: `${e.charge.figures} 元（${e.charge.capital}）` }] : []),
            ...(e.parValue ? [{ key: 'parValue', label: t('chain.parValue'), children: `${e.parValue.figures} 元（${e.parValue.capital}）` }] : []),
            { key: 'seq', label: t('chain.seq'), children: <span data-testid="chain-seq">{e.seq}</span> },
            {
              key: 'transHash',
              label: t('chain.transHash'),
              span: 2,
              children: (
                <Typography.Text code copyable data-testid="chain-trans-hash">
                  {e.transHash}
                </Typography.Text>
              ),
            },
            {
              key: 'prevHash',
              label: t('chain.prevHash'),
              span: 2,
              children: (
                <>
                  <Typography.Text code copyable data-testid="chain-prev-hash">
                    {e.prevHash}
                  </Typography.Text>
                  {e.prevHash === genesisHash && <Typography.Text type="secondary">{t('chain.genesis')}</Typography.Text>}
                </>
              ),
            },
          ]}
        />
      </Card>
      <ChainRecordSections sections={e.sections} />
    </div>
  );
}
