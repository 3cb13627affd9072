import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { links, paths } from '@/app/paths';
import { ExportButton } from '@/components/export-button';
import { useT } from '@/lib/i18n';
import { exportShareholders } from '../api/export-shareholders';
import { useShareholders, type ShareholderLine, type ShareholderSearch } from '../api/query-shareholders';

const count = (n: number) => n.toLocaleString('en-US');
const clean = (search: ShareholderSearch): ShareholderSearch =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => typeof v === 'string' && v.trim() !== '').map(([k, v]) => [k, (v as string).trim()]));

/**
 * /shareholderDetail, 股东持股信息: the current enterprise's shareholder register, paged on the
 * server, searched by holder name, account and certificate number, with the sums of what matches,
 * each product's totals (conserved: the holders' volumes add up to the total shares) and the
 * export of what matches to Excel.
 */
export function ShareholderRegisterPage() {
  const t = useT();
  const [form] = Form.useForm<ShareholderSearch>();
  const [search, setSearch] = useState<ShareholderSearch>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const register = useShareholders({ ...search, ...page });
  const data = register.data;

  const columns: ColumnsType<ShareholderLine> = [
    { title: t('list.index'), key: 'index', width: 64, render: (_, __, i) => (page.pageNo - 1) * page.pageSize + i + 1 },
    {
      title: t('account.holderName'),
      key: 'holderName',
      // the holder's detail in this enterprise's register (股东信息详情)
      render: (_, r) => (data ? <Link to={links.registerHolderDetail(r.holderUuid, data.companyId)} data-testid={`register-holder-link-${r.accountNumber}`}>{r.holderName}</Link> : r.holderName),
    },
    { title: t('account.accountNumber'), dataIndex: 'accountNumber', key: 'accountNumber' },
    { title: t('register.certificate'), key: 'cert', render: (_, r) => [r.certTypeName, r.certificateNo].filter(Boolean).join(' ') || '--' },
    { title: t('register.product'), key: 'product', render: (_, r) => `${r.productName}（${r.productCode}）` },
    { title: t('register.volume'), key: 'volume', align: 'right', render: (_, r) => <span data-testid={`register-volume-${r.accountNumber}`}>{count(r.volume)}</span> },
    { title: t('register.pledged'), key: 'pledged', align: 'right', render: (_, r) => count(r.pledged) },
    { title: t('register.frozen'), key: 'frozen', align: 'right', render: (_, r) => count(r.frozen) },
    { title: t('register.free'), key: 'free', align: 'right', render: (_, r) => count(r.volume - r.pledged - r.frozen) },
    {
      title: t('holder.rights'),
      key: 'rights',
      render: (_, r) => <Tag color={r.rightsConfirmed ? 'green' : 'orange'}>{t(r.rightsConfirmed ? 'holder.confirmed' : 'holder.unconfirmed')}</Tag>,
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="shareholder-register">
      <Card title={data ? `${t('register.title')}：${data.companyName}` : t('register.title')} size="small">
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => {
            setSearch(clean(values));
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        >
          <Form.Item name="holderName" label={t('account.holderName')}>
            <Input allowClear data-testid="register-search-name" />
          </Form.Item>
          <Form.Item name="accountNumber" label={t('account.accountNumber')}>
            <Input allowClear data-testid="register-search-account" />
          </Form.Item>
          <Form.Item name="certificateNo" label={t('register.certificateNo')}>
            <Input allowClear data-testid="register-search-cert" />
          </Form.Item>
          <Form.Item name="productCode" label={t('register.product')}>
            <Select
              allowClear
              style={{ width: 200 }}
              placeholder={t('register.allProducts')}
              // an enterprise without a product in custody has nothing to choose
              disabled={!data?.products.length}
              getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
              options={(data?.products ?? []).map((p) => ({ value: p.productCode, label: `${p.productName}（${p.productCode}）` }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="register-search">
              {t('list.search')}
            </Button>
            <Button onClick={() => { form.resetFields(); setSearch({}); setPage((p) => ({ ...p, pageNo: 1 })); }}>{t('list.reset')}</Button>
            <ExportButton exportFile={() => exportShareholders(search)} testId="register-export" />
          </Space>
        </Form>
      </Card>
      {register.isError && <Alert type="error" showIcon role="alert" data-testid="register-error" message={t('list.loadFailed', { msg: register.error.message })} />}
      {data && data.products.length === 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="register-not-in-custody"
          message={t('register.notInCustody')}
          action={<Link to={paths.businessApply}>{t('register.toCustody')}</Link>}
        />
      )}
      {data && (
        <Card title={t('register.totals')} size="small" data-testid="register-totals">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'v', label: t('register.matchVolume'), children: <span data-testid="register-sum-volume">{count(data.sums.volume)}</span> },
              { key: 'p', label: t('register.matchPledged'), children: count(data.sums.pledged) },
              { key: 'f', label: t('register.matchFrozen'), children: count(data.sums.frozen) },
              ...data.products.map((p) => ({
                key: p.productCode,
                label: `${p.productName}（${p.productCode}）`,
                span: 3,
                children: (
                  <Space wrap>
                    <span>{t('register.totalShares')}：<b data-testid={`register-total-${p.productCode}`}>{count(p.totalShares)}</b></span>
                    <span>{t('register.held')}：<b data-testid={`register-held-${p.productCode}`}>{count(p.held)}</b></span>
                    <span>{t('register.holders')}：{p.holders}</span>
                    <Tag color={p.conserved ? 'green' : 'red'} data-testid={`register-conserved-${p.productCode}`}>
                      {t(p.conserved ? 'register.conserved' : 'register.notConserved')}
                    </Tag>
                  </Space>
                ),
              })),
            ]}
          />
        </Card>
      )}
      <Card size="small">
        <Table<ShareholderLine>
          rowKey={(r) => `${r.holderUuid}-${r.productCode}`}
          size="small"
          columns={columns}
          dataSource={data?.records ?? []}
          loading={register.isFetching}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: data?.totalRecord ?? 0,
            pageSizeOptions: [10, 20, 30, 50, 100],
            showSizeChanger: true,
            showTotal: (total) => t('list.total', { n: total }),
            onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
          }}
        />
      </Card>
    </Space>
  );
}
