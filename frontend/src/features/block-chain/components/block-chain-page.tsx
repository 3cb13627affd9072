import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useButtonPermission } from '@/hooks/use-button-permission';
import { useT } from '@/lib/i18n';
import type { ChainEntry, ChainVerification } from '../api/chain-types';
import { useChainList } from '../api/get-chain-list';
import { useVerifyChain } from '../api/verify-chain';
import { shortHash } from './chain-format';

/** The button permission that shows 校验存证 (the callers blockChain/verify accepts). */
export const chainVerifyButton = 'chain_verify';

/**
 * /blockChain: the chain (区块链存证) entries the user may read (their own businesses; staff
 * read the tenant's), newest first and paged; each links to
 * its business and to its entry. 校验存证 recomputes the whole chain and says whether it is
 * intact or names the first entry that no longer matches its record.
 */
export function BlockChainPage() {
  const t = useT();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useChainList(page);
  const canVerify = useButtonPermission(chainVerifyButton);
  const verify = useVerifyChain();
  const result: ChainVerification | undefined = verify.data;
  const brokenSeq = result?.firstBroken?.seq ?? null;

  const columns: ColumnsType<ChainEntry> = [
    { title: t('chain.seq'), dataIndex: 'seq', key: 'seq', width: 100 },
    {
      title: t('chain.bizSn'),
      key: 'bizSn',
      render: (_, e) => (
        <Link to={links.businessDetail(e.bizSn)} data-testid={`chain-biz-${e.seq}`}>
          {e.bizSn}
        </Link>
      ),
    },
    { title: t('chain.bizType'), key: 'bizType', render: (_, e) => e.bizTypeName ?? '-' },
    { title: t('chain.applicant'), key: 'applicant', render: (_, e) => e.applicant || '-' },
    {
      title: t('chain.transHash'),
      key: 'transHash',
      render: (_, e) => (
        <Tooltip title={e.transHash}>
          <Link to={links.blockChainDetail(e.transHash)} className="chain-hash" data-testid={`chain-hash-${e.seq}`}>
            {shortHash(e.transHash)}
          </Link>
        </Tooltip>
      ),
    },
    {
      title: t('chain.prevHash'),
      key: 'prevHash',
      render: (_, e) => (
        <Tooltip title={e.prevHash}>
          <Typography.Text className="chain-hash" type="secondary">
            {shortHash(e.prevHash)}
          </Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('chain.createdAt'), key: 'createdAt', width: 180, dataIndex: 'stampedAt' },
    {
      title: t('chain.state'),
      key: 'state',
      width: 100,
      render: (_, e) =>
        brokenSeq === e.seq ? (
          <Tag color="red" data-testid={`chain-broken-${e.seq}`}>
            {t('chain.mismatch')}
          </Tag>
        ) : result ? (
          <Tag color="green">{t('chain.match')}</Tag>
        ) : (
          <Tag>{t('chain.stamped')}</Tag>
        ),
    },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 90,
      render: (_, e) => (
        <Link to={links.blockChainDetail(e.transHash)} data-testid={`chain-detail-${e.seq}`}>
          {t('list.detail')}
        </Link>
      ),
    },
  ];

  return (
    <Card
      title={t('chain.title')}
      className="process-list"
      data-testid="block-chain-page"
      extra={
        canVerify && (
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => verify.mutate()} data-testid="chain-verify">
            {t('chain.verify')}
          </Button>
        )
      }
    >
      {result && (
        <Alert
          type={result.intact ? 'success' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="chain-verify-result"
          message={
            result.intact || !result.firstBroken
              ? t('chain.intact')
              : t('chain.broken', { seq: result.firstBroken.seq, bizSn: result.firstBroken.bizSn })
          }
          description={
            result.firstBroken ? (
              <Link to={links.blockChainDetail(result.firstBroken.hash)} data-testid="chain-broken-link">
                {t('chain.brokenHash', { hash: result.firstBroken.hash })}
              </Link>
            ) : undefined
          }
        />
      )}
      {list.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={t('list.loadFailed', { msg: list.error.message })} />
      )}
      <Table<ChainEntry>
        rowKey="seq"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        rowClassName={(e) => (e.seq === brokenSeq ? 'chain-row-broken' : '')}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
    </Card>
  );
}
