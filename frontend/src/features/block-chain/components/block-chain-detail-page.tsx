import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useChainDetail } from '../api/get-chain-detail';
import { formatChainTime, genesisHash, recordText } from './chain-format';

/**
 * /areaBlockChainDetail/:transHash: one chain entry: its business (linking to the business
 * detail), its hash, the previous hash, when it was stamped, and the record it stamps.
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
  const record = e.record;

  return (
    <div className="process-page" data-testid="block-chain-detail">
      <Card size="small" className="process-head" title={t('chain.detailTitle')} extra={back}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          items={[
            { key: 'seq', label: t('chain.seq'), children: <span data-testid="chain-seq">{e.seq}</span> },
            {
              key: 'bizSn',
              label: t('chain.bizSn'),
              children: (
                <Link to={links.businessDetail(e.bizSn)} data-testid="chain-biz-link">
                  {e.bizSn}
                </Link>
              ),
            },
            { key: 'bizType', label: t('chain.bizType'), children: record?.bizTypeName ?? '-' },
            { key: 'appId', label: t('chain.appId'), children: e.appId },
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
            { key: 'createdAt', label: t('chain.createdAt'), children: <span data-testid="chain-created-at">{formatChainTime(e.createdAt)}</span> },
            { key: 'applicant', label: t('chain.applicant'), children: record?.applicant ?? '-' },
          ]}
        />
      </Card>
      <Card size="small" className="process-history" title={t('chain.record')}>
        <pre className="chain-record" data-testid="chain-record">
          {recordText(record)}
        </pre>
      </Card>
    </div>
  );
}
