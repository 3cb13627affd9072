import { PlusOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { App, Button, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { paths } from '@/app/paths';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import type { TransferProject } from '@/api/transfer-project-types';
import { queryTransferProjects, type TransferProjectQuery } from '../api/query-transfer-projects';

/** The picker's page sizes, the first the default (03 §9). */
export const projectPageSizes = [5, 10, 15, 20, 30];
/** The project tables' max height (03 §9: 600 in project tables). */
export const projectTableHeight = 600;

type Search = Pick<TransferProjectQuery, 'companyName' | 'holderName' | 'projectAbbreviation' | 'status'>;

/** The row the form keeps of a picked project: the columns of the `transferProjects` table. */
export function pickedRow(p: TransferProject): TransferProject {
  const { id, projectAbbreviation, bizSn, status, companyName, holderName, unionStatus, shareTransfer, lowPrice } = p;
  return { id, projectAbbreviation, bizSn, status, companyName, holderName, unionStatus, shareTransfer, lowPrice };
}

/** 1,000.00 from exact decimal text. */
function yuan(value: string): string {
  const [int = '0', frac = ''] = String(value ?? '').split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(frac + '00').slice(0, 2)}`;
}

function useColumns(): TableColumnsType<TransferProject> {
  const t = useT();
  const statuses = useDictionary('projectStatus', { silent: true });
  return useMemo(
    () => [
      { title: t('transferProject.abbreviation'), dataIndex: 'projectAbbreviation', key: 'projectAbbreviation' },
      { title: t('transferProject.bizSn'), dataIndex: 'bizSn', key: 'bizSn' },
      { title: t('transferProject.companyName'), dataIndex: 'companyName', key: 'companyName' },
      { title: t('transferProject.holderName'), dataIndex: 'holderName', key: 'holderName' },
      { title: t('transferProject.shareTransfer'), dataIndex: 'shareTransfer', key: 'shareTransfer', align: 'right', render: (v: number) => Number(v ?? 0).toLocaleString('en-US') },
      { title: t('transferProject.lowPrice'), dataIndex: 'lowPrice', key: 'lowPrice', align: 'right', render: (v: string) => yuan(v) },
      { title: t('transferProject.status'), dataIndex: 'status', key: 'status', render: (v: string) => dictValueOf(statuses.data, v) ?? v },
    ],
    [t, statuses.data],
  );
}

/**
 * `transferProjects` (03 §2 "Transfer-project picker", §4): the projects picked for a fund
 * share transfer as a table. While editable, 添加转让项目 opens the dialog of that title with a
 * search form (fund, transferor, project abbreviation, status of the dictionary projectStatus), a
 * table and a pager (5 a page by default; 5, 10, 15, 20, 30); picked projects are not offered,
 * and one deleted from the table is offered again. Read-only (approval nodes, detail, handled
 * tasks), each row has 详情 opening the project's detail page. A failed query: 获取数据失败.
 */
export function TransferProjectsField(props: FieldProps) {
  const { formData, onChange, readonly, disabled, idSchema, schema, rawErrors } = props;
  const t = useT();
  const picked = useMemo(() => (Array.isArray(formData) ? (formData as TransferProject[]) : []), [formData]);
  const [open, setOpen] = useState(false);
  const editable = !readonly && !disabled;
  const columns = useColumns();
  const remove = (id: string) => {
    const next = picked.filter((p) => p.id !== id);
    onChange(next.length ? next : undefined);
  };
  const action: TableColumnsType<TransferProject>[number] = {
    title: t('form.table.action'),
    key: 'action',
    width: 90,
    render: (_v, r) =>
      editable ? (
        <Button type="link" size="small" danger onClick={() => remove(r.id)}>
          {t('form.table.remove')}
        </Button>
      ) : (
        <Button type="link" size="small" href={`${paths.fundTransferDetail}?id=${encodeURIComponent(r.id)}`} target="_blank">
          {t('list.detail')}
        </Button>
      ),
  };

  return (
    <div id={idSchema.$id} className={`form-table${rawErrors?.length ? ' has-error' : ''}`} data-testid="transfer-projects">
      <div className="form-table-head">
        <span className="form-table-title">{String(schema.title ?? '')}</span>
        {editable && (
          <Button size="small" type="primary" ghost icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="add-transfer-projects">
            {t('transferProject.add')}
          </Button>
        )}
      </div>
      <Table<TransferProject>
        size="small"
        rowKey="id"
        dataSource={picked}
        pagination={false}
        scroll={{ y: projectTableHeight, x: 'max-content' }}
        locale={{ emptyText: t('form.empty') }}
        columns={[{ title: t('form.table.index'), key: 'index', width: 64, render: (_v, _r, i) => i + 1 }, ...columns, action]}
      />
      {open && (
        <ProjectDialog
          exclude={picked.map((p) => p.id)}
          onClose={() => setOpen(false)}
          onPick={(rows) => {
            onChange([...picked, ...rows.map(pickedRow)]);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** 添加转让项目: search, a page of the projects not picked yet, and the pager. */
export function ProjectDialog({ exclude, onClose, onPick }: { exclude: string[]; onClose: () => void; onPick: (rows: TransferProject[]) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Search>();
  const statuses = useDictionary('projectStatus', { silent: true });
  const columns = useColumns();
  const [search, setSearch] = useState<Search>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: projectPageSizes[0] });
  const [data, setData] = useState<{ records: TransferProject[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<TransferProject[]>([]);
  const excludeKey = exclude.join(',');

  const load = useCallback(() => {
    setLoading(true);
    const excludeIds = excludeKey ? excludeKey.split(',') : [];
    queryTransferProjects({ ...page, ...search, excludeIds })
      .then((found) => setData({ records: found.records ?? [], total: found.total ?? 0 }))
      .catch(() => {
        setData({ records: [], total: 0 });
        void message.error(t('transferProject.loadFailed'));
      })
      .finally(() => setLoading(false));
  }, [page, search, excludeKey, message, t]);
  useEffect(load, [load]);

  const statusOptions = (statuses.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }));
  const trimmed = (v: Search): Search =>
    Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string' && x.trim() !== '').map(([k, x]) => [k, String(x).trim()]));
  return (
    <Modal
      open
      title={t('transferProject.add')}
      width={1100}
      onCancel={onClose}
      onOk={() => onPick(selected)}
      okButtonProps={{ disabled: selected.length === 0 }}
      okText={t('form.table.save')}
      cancelText={t('form.table.cancel')}
      className="transfer-project-dialog"
    >
      <Form form={form} layout="inline" className="transfer-project-search" onFinish={(v) => {
        setSearch(trimmed(v));
        setPage((p) => ({ ...p, pageNo: 1 }));
      }}>
        <Form.Item name="companyName" label={t('transferProject.companyName')}>
          <Input allowClear id="transfer-search-companyName" />
        </Form.Item>
        <Form.Item name="holderName" label={t('transferProject.holderName')}>
          <Input allowClear id="transfer-search-holderName" />
        </Form.Item>
        <Form.Item name="projectAbbreviation" label={t('transferProject.abbreviation')}>
          <Input allowClear id="transfer-search-projectAbbreviation" />
        </Form.Item>
        <Form.Item name="status" label={t('transferProject.status')}>
          <Select allowClear options={statusOptions} style={{ width: 120 }} id="transfer-search-status" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">{t('list.search')}</Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={() => {
            form.resetFields();
            setSearch({});
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}>{t('list.reset')}</Button>
        </Form.Item>
      </Form>
      <Table<TransferProject>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={data.records}
        columns={columns}
        scroll={{ y: projectTableHeight, x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected.map((s) => s.id),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected((prev) => {
            const onPage = new Set(data.records.map((r) => r.id));
            return [...prev.filter((p) => !onPage.has(p.id)), ...rows.filter(Boolean)];
          }),
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data.total,
          pageSizeOptions: projectPageSizes,
          showSizeChanger: true,
          showTotal: (total) => t('transferProject.total', { n: total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </Modal>
  );
}
