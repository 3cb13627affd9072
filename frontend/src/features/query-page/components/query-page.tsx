import { Alert, App, Button, Card, Space, Spin, Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWithdrawApplication } from '@/api/withdraw-application';
import { frontLinks, links } from '@/app/paths';
import { ExportButton } from '@/components/export-button';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { exportQueryPage, useQueryPageConfig, useQueryPageRows, type QueryFilters, type QueryPageConfig, type QueryRow, type RowAction } from '../api/query-page';
import { alignOf, QueryCell } from './query-cell';
import { QueryPageRefusal } from './query-page-refusal';
import { QueryFilterForm } from './query-filter-form';
import { QueryRowDetail } from './query-row-detail';

/**
 * /queryPage/{pageKey}: a list drawn from its published query definition (columns, filters,
 * order, row actions, page sizes), paged, filtered and sorted on the server, exported to .xlsx
 * with what the filters find. The definition decides who may open it (others see 403). On the
 * public site (`site`, the site's tenant) a visitor reads a public page (信息披露).
 */
export function QueryPage({ pageKey: fixedKey, site, fixed }: { pageKey?: string; site?: string; fixed?: QueryFilters }) {
  const params = useParams();
  const pageKey = fixedKey ?? params.pageKey ?? '';
  const config = useQueryPageConfig(pageKey, site);
  if (config.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (config.isError) return <QueryPageRefusal error={config.error} />;
  return <QueryTable key={`${pageKey}-${config.data.version}`} config={config.data} site={site} fixed={fixed} />;
}

/** A row offers the voucher once the business is approved, the withdrawal while it waits on its applicant (a draft or a return). */
function offered(action: RowAction, row: QueryRow): boolean {
  if (action === 'print') return row.status === 'approved';
  if (action === 'withdraw') return row.waitsOnApplicant === true;
  return true;
}

/**
 * Where a row's detail opens, for the sources whose rows have a page of their own (null: the
 * row's detail dialog). Staff open an enterprise in custody on its management page.
 */
function detailPath(source: string, row: QueryRow, staff: boolean): string | null {
  if (source === 'holdings') return links.sharePositionDetail({ productCode: String(row.productCode), holderUuid: String(row.holderUuid) });
  if (source === 'transferProjects') return links.fundTransferDetail(String(row.id));
  if (source === 'transferQuotes') return links.biddingDetail(String(row.projectId));
  if (source === 'companies' && staff && row.custodyDate) return links.companyManage(1, 'detail', String(row.id));
  return null;
}

function QueryTable({ config, site, fixed }: { config: QueryPageConfig; site?: string; fixed?: QueryFilters }) {
  const t = useT();
  const navigate = useNavigate();
  const staff = useSessionStore((s) => s.landingMode === 'mgr');
  const { modal, message } = App.useApp();
  const [filters, setFilters] = useState<QueryFilters>({});
  // `after`: the last row's keys when the page follows the one shown, so that it is sought by
  // the index however deep (keyset); any other move counts the rows off
  const [page, setPage] = useState<{ pageNo: number; pageSize: number; after?: QueryRow }>({ pageNo: 1, pageSize: config.pageSizes[0] ?? 10 });
  const [sort, setSort] = useState<{ sortProp?: string; sortOrder?: 'asc' | 'desc' }>({});
  const [detail, setDetail] = useState<QueryRow | null>(null);
  // a tab's fixed conditions (one project state …) hold whatever the user filters by
  const shownFilters = fixed ? config.filters.filter((f) => !(f.prop in fixed)) : config.filters;
  const allFilters = fixed ? { ...filters, ...fixed } : filters;
  const rows = useQueryPageRows(config.pageKey, { ...page, filters: allFilters, ...sort }, true, site);
  const withdraw = useWithdrawApplication();

  const onWithdraw = (row: QueryRow) =>
    modal.confirm({
      title: t('http.tip'),
      content: t('myApps.withdrawAsk', { bizSn: String(row.bizSn) }),
      okText: t('http.ok'),
      cancelText: t('apply.cancel'),
      onOk: () => withdraw.mutateAsync({ uuid: String(row.uuid) }).then(() => void message.success(t('myApps.withdrawn'))),
    });

  const open = (action: RowAction, row: QueryRow) => {
    if (action === 'print') return navigate(links.processPdf(String(row.uuid)));
    if (action === 'withdraw') return onWithdraw(row);
    if (action === 'handle') {
      const [uuid, bizSn, taskNo, nodeId, appId] = ['uuid', 'bizSn', 'taskNo', 'nodeId', 'appId'].map((k) => String(row[k] ?? ''));
      return navigate(links.task({ uuid, bizSn, taskNo, nodeId, appId }));
    }
    // an equity-incentive plan opens on its share-option details
    if (config.source === 'applications' || config.source === 'tasks') {
      return navigate(row.appId === '550401' ? links.rgqDetail2(String(row.bizSn)) : links.businessDetail(String(row.bizSn)));
    }
    if (config.source === 'disclosures') return navigate(site === undefined ? frontLinks.reportDetail(String(row.id)) : frontLinks.homeReportDetail(String(row.id)));
    const path = detailPath(config.source, row, staff);
    if (path) return navigate(path);
    setDetail(row);
  };
  const rowKey = (row: QueryRow) => ['uuid', 'taskNo', 'id', 'holderUuid', 'productCode'].map((k) => row[k] ?? '').join('/');

  const columns: ColumnsType<QueryRow> = config.columns.map((column) => ({
    title: column.label,
    key: column.prop,
    width: column.width ?? undefined,
    // a long text (an error stack, a message) keeps its row one line high; the detail shows it whole
    ellipsis: true,
    align: alignOf(column),
    sorter: config.sortable.includes(column.prop),
    sortOrder: sort.sortProp === column.prop ? (sort.sortOrder === 'desc' ? 'descend' : 'ascend') : null,
    render: (_: unknown, row: QueryRow) => <QueryCell column={column} row={row} />,
  }));
  if (config.actions.length > 0) {
    columns.push({
      title: t('list.operation'),
      key: 'operation',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {config.actions
            .filter(({ action }) => offered(action, row))
            .map(({ action, label }) => (
              <Button key={action} type="link" danger={action === 'withdraw'} onClick={() => open(action, row)} data-testid={`query-action-${action}`}>
                {label}
              </Button>
            ))}
        </Space>
      ),
    });
  }

  return (
    <Card title={config.title} className="process-list" data-testid={`query-page-${config.pageKey}`}>
      <QueryFilterForm
        filters={shownFilters}
        onFilter={(next) => {
          setFilters(next);
          setPage((p) => ({ pageNo: 1, pageSize: p.pageSize }));
        }}
        extra={<ExportButton exportFile={(progress) => exportQueryPage(config.pageKey, { filters: allFilters, ...sort }, `${config.title}.xlsx`, progress, site)} testId="query-page-export" />}
      />
      {rows.isError && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={t('list.loadFailed', { msg: rows.error.message })} data-testid="query-page-error" />}
      <Table<QueryRow>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows.data?.records ?? []}
        loading={rows.isFetching}
        scroll={{ x: 'max-content' }}
        onChange={(_, __, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<QueryRow> | undefined;
          const prop = s?.order ? String(s.columnKey) : undefined;
          const next = prop ? { sortProp: prop, sortOrder: s?.order === 'descend' ? ('desc' as const) : ('asc' as const) } : {};
          if (next.sortProp === sort.sortProp && next.sortOrder === sort.sortOrder) return;
          setSort(next);
          setPage((p) => ({ pageNo: 1, pageSize: p.pageSize }));
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: rows.data?.totalRecord ?? 0,
          pageSizeOptions: config.pageSizes,
          showSizeChanger: config.pageSizes.length > 1,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (pageNo, pageSize) => {
            if (pageSize !== page.pageSize) return setPage({ pageNo: 1, pageSize });
            // only from the page shown: while the next one loads, the rows on screen are the old page's
            const shown = rows.data && !rows.isPlaceholderData && rows.data.pageNo === page.pageNo;
            const after = shown && pageNo === page.pageNo + 1 ? (rows.data?.next ?? undefined) : undefined;
            setPage({ pageNo, pageSize, after });
          },
        }}
      />
      <QueryRowDetail title={String(detail?.name ?? config.title)} columns={config.columns} row={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
