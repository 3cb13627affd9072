import { App, Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { LoadFailure } from '@/components/load-failure';
import { useNavigate, useParams } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import type { ManagedCompanyEdit, ManagedKind } from '../api/company-manage-types';
import { useCityChoices, useIndustryChoices } from '../api/get-manage-choices';
import { useManagedCompany } from '../api/get-managed-company';
import { useSaveManagedCompany } from '../api/save-managed-company';
import { labelRules, nameRules } from './name-rules';
import { serverFieldErrors } from './server-field-errors';

/**
 * /companyAdmin/companyManage1|2/edit/{id}, 企业信息编辑: the administrator corrects what no
 * business owns of the enterprise (short name, labels, industry, city and district), checked
 * as the server checks it; the change is audited and the detail shown again.
 */
export function ManagedCompanyEditPage({ kind }: { kind: ManagedKind }) {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId ?? '');
  const company = useManagedCompany(kind, id);
  const industries = useIndustryChoices();
  const cities = useCityChoices(tenantId);
  const save = useSaveManagedCompany(kind, id);
  const [form] = Form.useForm<ManagedCompanyEdit>();
  const city = Form.useWatch('cityCode', form);
  if (company.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (company.isError) return <LoadFailure title={t('manage.editTitle')} message={company.error.message} testId="managed-company-error" />;
  const c = company.data;
  const districts = (cities.data ?? []).find((x) => x.cityCode === city)?.districts ?? [];
  const onFinish = (values: ManagedCompanyEdit) =>
    save.mutate(values, {
      onSuccess: () => {
        void message.success(t('manage.saved'));
        void navigate(links.companyManage(kind, 'detail', id));
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields.length > 0) form.setFields(fields.map((f) => ({ name: f.name as keyof ManagedCompanyEdit, errors: f.errors })));
        else void message.error(error.message);
      },
    });
  return (
    <Card size="small" title={`${t('manage.editTitle')}：${c.name}`} data-testid="managed-company-edit-page">
      <Form<ManagedCompanyEdit>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          shortName: c.shortName ?? '',
          labelName: c.labelName ?? '',
          industryCode: c.industryCode ?? undefined,
          cityCode: c.cityCode ?? undefined,
          districtCode: c.districtCode ?? undefined,
        }}
        onFinish={onFinish}
      >
        <Form.Item label={t('manage.name')}>
          <Input value={c.name} disabled />
        </Form.Item>
        <Form.Item name="shortName" label={t('manage.shortName')} rules={nameRules('企业简称', 50)}>
          <Input allowClear data-testid="manage-short-name" />
        </Form.Item>
        <Form.Item name="labelName" label={t('manage.labels')} rules={labelRules} extra={t('manage.labelsHint')}>
          <Input allowClear data-testid="manage-labels" />
        </Form.Item>
        <Form.Item name="industryCode" label={t('manage.industry')}>
          <Select allowClear showSearch optionFilterProp="label" options={(industries.data ?? []).map((i) => ({ value: i.code, label: i.name }))} data-testid="manage-industry" />
        </Form.Item>
        <Form.Item name="cityCode" label={t('manage.city')}>
          <Select
            allowClear
            options={(cities.data ?? []).map((x) => ({ value: x.cityCode, label: x.cityName }))}
            onChange={() => form.setFieldValue('districtCode', undefined)}
            data-testid="manage-city"
          />
        </Form.Item>
        <Form.Item name="districtCode" label={t('manage.district')}>
          <Select allowClear disabled={districts.length === 0} options={districts.map((d) => ({ value: d.districtCode, label: d.name }))} data-testid="manage-district" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="manage-save">
            {t('manage.save')}
          </Button>
          <Button onClick={() => void navigate(links.companyManage(kind, 'detail', id))}>{t('manage.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
