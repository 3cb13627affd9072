import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useParamList, useRemoveParams, type ParamListParams, type ParamRecord } from '../api/param-biz';
import { ParamEditModal } from './param-edit-modal';

interface Filters {
  paramName?: string;
  paramKey?: string;
}

/**
 * /system/param: the administrator's business parameters (BladeX param-biz) of the tenant, searched
 * by name and key and paged; added and edited in a dialog, deleted after a confirmation. Switches
 * and lists the platform reads (freeze.notice.switch, company.filetypes …) take effect at once.
 */
export function ParamAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useState<ParamListParams>({ current: 1, size: 10 });
  const list = useParamList(params);
  const remove = useRemoveParams();
  const [editing, setEditing] = useState<{ param: ParamRecord | null } | null>(null);
  const [form] = Form.useForm<Filters>();

  const search = (values: Filters) =>
    setParams({
      current: 1,
      size: params.size,
      paramName: values.paramName?.trim() || undefined,
      paramKey: values.paramKey?.trim() || undefined,
    });
  const reset = () => {
    form.resetFields();
    setParams({ current: 1, size: params.size });
  };
  const removeOne = (param: ParamRecord) =>
    remove.mutate([param.id], {
      onSuccess: () => void message.success(t('param.removed')),
      onError: (e) => void message.error(e.message),
    });

  const columns: ColumnsType<ParamRecord> = [
    { title: t('param.paramName'), dataIndex: 'paramName', key: 'paramName' },
    { title: t('param.paramKey'), dataIndex: 'paramKey', key: 'paramKey' },
    {
      title: t('param.paramValue'),
      dataIndex: 'paramValue',
      key: 'paramValue',
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 280 }}>{value}</Typography.Text>,
    },
    { title: t('param.remark'), dataIndex: 'remark', key: 'remark' },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 150,
      render: (_, param) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing({ param })} data-testid={`param-edit-${param.id}`}>
            {t('param.edit')}
          </Button>
          <Popconfirm
            title={t('param.removeConfirm', { key: param.paramKey })}
            okText={t('param.ok')}
            cancelText={t('param.cancel')}
            onConfirm={() => removeOne(param)}
          >
            <Button type="link" size="small" danger data-testid={`param-remove-${param.id}`}>
              {t('param.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('param.title')}
      className="process-list"
      data-testid="param-admin-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ param: null })} data-testid="param-add">
          {t('param.add')}
        </Button>
      }
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }} data-testid="param-search">
        <Form.Item name="paramName" label={t('param.paramName')}>
          <Input allowClear placeholder={t('param.namePlaceholder')} data-testid="param-filter-name" />
        </Form.Item>
        <Form.Item name="paramKey" label={t('param.paramKey')}>
          <Input allowClear placeholder={t('param.keyPlaceholder')} data-testid="param-filter-key" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="param-search-submit">
            {t('list.search')}
          </Button>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form>
      {list.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: list.error.message })} style={{ marginBottom: 12 }} />}
      <Table<ParamRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={{
          current: params.current,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setParams({ ...params, current: size === params.size ? current : 1, size }),
        }}
      />
      <ParamEditModal
        open={editing !== null}
        param={editing?.param ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void message.success(t('param.saved'));
        }}
      />
    </Card>
  );
}
