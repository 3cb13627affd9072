import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useStartableFlows } from '../api/list-startable-flows';
import type { ApplicationFilters } from '../api/query-applications';
import { statusLabel } from './flow-forms';

interface FilterValues {
  appId?: string;
  status?: string;
  applicant?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  bizSn?: string;
}

const popup = (node: HTMLElement) => node.parentElement ?? document.body;
const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
const statuses = ['running', 'approved', 'rejected', 'withdrawn'];

function filtersOf(values: FilterValues): ApplicationFilters {
  const [from, to] = values.dates ?? [null, null];
  return {
    appId: values.appId || undefined,
    status: values.status || undefined,
    applicant: text(values.applicant),
    bizSn: text(values.bizSn),
    startDate: from ? from.format('YYYY-MM-DD') : undefined,
    endDate: to ? to.format('YYYY-MM-DD') : undefined,
  };
}

/**
 * The filters of the application lists (流程查询, 我的申请): business, status, applicant (staff
 * only), submission dates and serial number; 查询 applies them, 重置 clears them. `extra` stands
 * beside the buttons (the lists' 导出).
 */
export function ApplicationFilterForm({
  testPrefix,
  withApplicant,
  onFilter,
  extra,
}: {
  testPrefix: string;
  withApplicant: boolean;
  onFilter: (filters: ApplicationFilters) => void;
  extra?: ReactNode;
}) {
  const t = useT();
  const [form] = Form.useForm<FilterValues>();
  const flows = useStartableFlows();
  return (
    <Form form={form} layout="inline" style={{ rowGap: 12, marginBottom: 16 }} onFinish={(values) => onFilter(filtersOf(values))}>
      <Form.Item name="appId" label={t('list.bizType')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder={t('processQuery.allBusinesses')}
          getPopupContainer={popup}
          data-testid={`${testPrefix}-app`}
          options={(flows.data ?? []).map((f) => ({ value: f.appId, label: `${f.name}（${f.appId}）` }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('list.status')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('processQuery.allStatuses')}
          getPopupContainer={popup}
          data-testid={`${testPrefix}-status`}
          options={statuses.map((s) => ({ value: s, label: statusLabel(t, s) }))}
        />
      </Form.Item>
      {withApplicant && (
        <Form.Item name="applicant" label={t('processQuery.applicant')}>
          <Input allowClear style={{ width: 160 }} data-testid={`${testPrefix}-applicant`} />
        </Form.Item>
      )}
      <Form.Item name="dates" label={t('processQuery.dates')}>
        <DatePicker.RangePicker getPopupContainer={popup} data-testid={`${testPrefix}-dates`} />
      </Form.Item>
      <Form.Item name="bizSn" label={t('list.bizSn')}>
        <Input allowClear style={{ width: 240 }} data-testid={`${testPrefix}-bizsn`} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${testPrefix}-search`}>
          {t('list.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onFilter({});
          }}
        >
          {t('list.reset')}
        </Button>
        {extra}
      </Space>
    </Form>
  );
}
