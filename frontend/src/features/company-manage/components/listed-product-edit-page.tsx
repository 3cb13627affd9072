import { App, Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { LoadFailure } from '@/components/load-failure';
import { useNavigate, useParams } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import type { ListedProductEdit } from '../api/company-manage-types';
import { useSectorChoices, useSubSectorChoices } from '../api/get-manage-choices';
import { useListedProduct } from '../api/get-listed-product';
import { useSaveListedProduct } from '../api/save-listed-product';
import { nameRules } from './name-rules';
import { serverFieldErrors } from './server-field-errors';

/**
 * /gpcpglManagenment/edit/{id}, 挂牌产品编辑: the administrator corrects a listed product's
 * short name and its listing's board and featured board (a sub-board of it); the code, date,
 * face value and shares change only by a business. Audited.
 */
export function ListedProductEditPage() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId ?? '');
  const product = useListedProduct(id);
  const [form] = Form.useForm<ListedProductEdit>();
  const sectorId = Form.useWatch('sectorId', form) ?? product.data?.listing.sectorId ?? '';
  const sectors = useSectorChoices(tenantId);
  const subSectors = useSubSectorChoices(tenantId, sectorId);
  const save = useSaveListedProduct(id);
  if (product.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (product.isError) return <LoadFailure title={t('manage.productEditTitle')} message={product.error.message} testId="listed-product-error" />;
  const p = product.data;
  const onFinish = (values: ListedProductEdit) =>
    save.mutate(values, {
      onSuccess: () => {
        void message.success(t('manage.saved'));
        void navigate(links.listedProduct('detail', id));
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields.length > 0) form.setFields(fields.map((f) => ({ name: f.name as keyof ListedProductEdit, errors: f.errors })));
        else void message.error(error.message);
      },
    });
  return (
    <Card size="small" title={`${t('manage.productEditTitle')}：${p.productCode}`} data-testid="listed-product-edit-page">
      <Form<ListedProductEdit>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ name: p.name, sectorId: p.listing.sectorId, featuredSectorId: p.listing.featuredSectorId ?? undefined }}
        onFinish={onFinish}
      >
        <Form.Item label={t('manage.name')}>
          <Input value={p.companyName} disabled />
        </Form.Item>
        <Form.Item name="name" label={t('manage.productName')} rules={nameRules('股份简称', 20, true)}>
          <Input allowClear data-testid="product-name" />
        </Form.Item>
        <Form.Item name="sectorId" label={t('manage.sector')} rules={[{ required: true, message: '请选择挂牌板块' }]}>
          <Select
            options={(sectors.data ?? []).map((s) => ({ value: s.id, label: s.sectorName }))}
            onChange={() => form.setFieldValue('featuredSectorId', undefined)}
            data-testid="product-sector"
          />
        </Form.Item>
        <Form.Item name="featuredSectorId" label={t('manage.featured')}>
          <Select
            allowClear
            disabled={(subSectors.data ?? []).length === 0}
            options={(subSectors.data ?? []).map((s) => ({ value: s.id, label: s.sectorName }))}
            data-testid="product-featured"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="product-save">
            {t('manage.save')}
          </Button>
          <Button onClick={() => void navigate(links.listedProduct('detail', id))}>{t('manage.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
