import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Form, Input, InputNumber, Popconfirm, Row, Space, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { getRegionChildren, ROOT_REGION, useRegion, useRemoveRegion, useSubmitRegion } from '../api/region';
import { RegionAddModal } from './region-add-modal';
import { removeNode, toTreeNodes, updateNode, type RegionTreeNode } from './region-tree';

interface Values {
  name: string;
  sort?: number | null;
}

/**
 * /system/region: the administrative regions (BladeX /system/region), a tree loaded one level at a
 * time; a selected region is renamed or re-sorted, gets a region under it, or is deleted after a
 * confirmation. Regions are shared by every tenant: the server lets only the platform tenant's
 * administrator change them and shows its refusal here.
 */
export function RegionAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const [tree, setTree] = useState<RegionTreeNode[]>([]);
  const [loadedKeys, setLoadedKeys] = useState<string[]>([]);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ parent: string; parentLevel: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const detail = useRegion(selected);
  const submit = useSubmitRegion();
  const remove = useRemoveRegion();
  const [form] = Form.useForm<Values>();

  const loadChildren = async (parent: string) => {
    const nodes = toTreeNodes(await getRegionChildren(parent));
    if (parent === ROOT_REGION) setTree(nodes);
    else setTree((old) => updateNode(old, parent, (n) => ({ ...n, isLeaf: nodes.length === 0, children: nodes })));
    setLoadedKeys((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
  };

  useEffect(() => {
    getRegionChildren(ROOT_REGION)
      .then((nodes) => setTree(toTreeNodes(nodes)))
      .catch((e: Error) => setLoadFailure(e.message));
  }, []);

  useEffect(() => {
    setFailure(null);
    if (detail.data) form.setFieldsValue({ name: detail.data.name, sort: detail.data.sort });
  }, [detail.data, form]);

  const save = (values: Values) => {
    if (!detail.data) return;
    setFailure(null);
    const body = { id: detail.data.code, name: values.name, ...(values.sort !== undefined && values.sort !== null ? { sort: values.sort } : {}) };
    submit.mutate(body, {
      onSuccess: (saved) => {
        setTree((old) => updateNode(old, saved.code, (n) => ({ ...n, title: saved.name })));
        void message.success(t('region.saved'));
      },
      onError: (e) => setFailure(e.message),
    });
  };

  const removeSelected = () => {
    if (!detail.data) return;
    const code = detail.data.code;
    setFailure(null);
    remove.mutate(code, {
      onSuccess: () => {
        setTree((old) => removeNode(old, code));
        setSelected(null);
        void message.success(t('region.removed'));
      },
      onError: (e) => setFailure(e.message),
    });
  };

  const added = (parent: string) => {
    setAdding(null);
    void message.success(t('region.saved'));
    void loadChildren(parent).then(() => setExpandedKeys((keys) => (keys.includes(parent) ? keys : [...keys, parent])));
  };

  const region = detail.data;
  return (
    <Card
      title={t('region.title')}
      data-testid="region-admin-page"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding({ parent: ROOT_REGION, parentLevel: 0 })} data-testid="region-add-province">
          {t('region.addProvince')}
        </Button>
      }
    >
      {loadFailure && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: loadFailure })} style={{ marginBottom: 12 }} />}
      <Row gutter={24}>
        <Col xs={24} md={10}>
          <Tree<RegionTreeNode>
            treeData={tree}
            loadData={(node) => loadChildren(node.key)}
            loadedKeys={loadedKeys}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpandedKeys(keys.map(String))}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : null)}
            height={560}
            data-testid="region-tree"
          />
        </Col>
        <Col xs={24} md={14}>
          {!selected && <Empty description={t('region.selectHint')} />}
          {selected && detail.isError && <Alert type="error" showIcon role="alert" message={detail.error.message} />}
          {region && (
            <div data-testid="region-detail">
              {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="region-failure" />}
              <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('region.code')}>{region.code}</Descriptions.Item>
                <Descriptions.Item label={t('region.parentCode')}>{region.parentCode}</Descriptions.Item>
                <Descriptions.Item label={t('region.level')}>{t(`region.level${region.level}` as 'region.level1')}</Descriptions.Item>
              </Descriptions>
              <Form form={form} layout="vertical" onFinish={save} data-testid="region-form">
                <Form.Item name="name" label={t('region.name')} rules={[{ required: true, whitespace: true, message: t('region.nameRequired') }]}>
                  <Input maxLength={50} data-testid="region-name-input" />
                </Form.Item>
                <Form.Item name="sort" label={t('region.sort')}>
                  <InputNumber precision={0} style={{ width: '100%' }} data-testid="region-sort-input" />
                </Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="region-save">
                    {t('region.save')}
                  </Button>
                  {region.level < 3 && (
                    <Button onClick={() => setAdding({ parent: region.code, parentLevel: region.level })} data-testid="region-add-child">
                      {t('region.addChild')}
                    </Button>
                  )}
                  <Popconfirm
                    title={t('region.removeConfirm', { name: region.name })}
                    okText={t('region.ok')}
                    cancelText={t('region.cancel')}
                    onConfirm={removeSelected}
                  >
                    <Button danger loading={remove.isPending} data-testid="region-remove">
                      {t('region.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </Form>
            </div>
          )}
        </Col>
      </Row>
      <RegionAddModal
        open={adding !== null}
        parent={adding?.parent ?? ROOT_REGION}
        parentLevel={adding?.parentLevel ?? 0}
        onClose={() => setAdding(null)}
        onAdded={added}
      />
    </Card>
  );
}
