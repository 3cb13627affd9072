import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { QueryFilter, QueryFilters } from '../api/query-page';

type FormValue = string | [Dayjs | null, Dayjs | null] | null | undefined;
type RangeValue = { min?: number | null; max?: number | null };

const popup = (node: HTMLElement) => node.parentElement ?? document.body;

/** The form's values as the server reads filters: texts trimmed, days as yyyy-MM-dd, blanks dropped. */
export function filtersOf(filters: QueryFilter[], values: Record<string, FormValue | RangeValue>): QueryFilters {
  const out: QueryFilters = {};
  for (const filter of filters) {
    const value = values[filter.prop];
    if (value === undefined || value === null) continue;
    if (filter.widget === 'daterange' && Array.isArray(value)) {
      const [from, to] = value;
      if (from || to) out[filter.prop] = [from ? from.format('YYYY-MM-DD') : null, to ? to.format('YYYY-MM-DD') : null];
    } else if (filter.widget === 'numberrange' && typeof value === 'object' && !Array.isArray(value)) {
      const { min, max } = value;
      if (min != null || max != null) out[filter.prop] = [min == null ? null : String(min), max == null ? null : String(max)];
    } else if (typeof value === 'string' && value.trim() !== '') {
      out[filter.prop] = value.trim();
    }
  }
  return out;
}

/**
 * A query page's filters, each drawn with the widget its definition names (input, select with
 * the server's options, date range, number range); 查询 applies them, 重置 clears them.
 */
export function QueryFilterForm({ filters, onFilter, extra }: { filters: QueryFilter[]; onFilter: (filters: QueryFilters) => void; extra?: ReactNode }) {
  const t = useT();
  const [form] = Form.useForm<Record<string, FormValue | RangeValue>>();
  return (
    <Form form={form} layout="inline" style={{ rowGap: 12, marginBottom: 16 }} onFinish={(values) => onFilter(filtersOf(filters, values))}>
      {filters.map((filter) => (
        <Form.Item key={filter.prop} name={filter.widget === 'numberrange' ? undefined : filter.prop} label={filter.label}>
          {widget(filter, t('queryPage.all'), t('queryPage.from'), t('queryPage.to'))}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="query-page-search">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onFilter({});
            }}
            data-testid="query-page-reset"
          >
            {t('list.reset')}
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}

function widget(filter: QueryFilter, all: string, from: string, to: string) {
  const testId = `query-filter-${filter.prop}`;
  switch (filter.widget) {
    case 'select':
      return (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          placeholder={all}
          getPopupContainer={popup}
          options={filter.options ?? []}
          // nothing to choose (a to-do list without tasks): nothing to filter by
          disabled={!filter.options?.length}
          data-testid={testId}
        />
      );
    case 'daterange':
      return <DatePicker.RangePicker allowEmpty={[true, true]} getPopupContainer={popup} data-testid={testId} />;
    case 'numberrange':
      return (
        <Space.Compact>
          <Form.Item name={[filter.prop, 'min']} noStyle>
            <InputNumber precision={0} min={0} placeholder={from} style={{ width: 120 }} data-testid={`${testId}-min`} />
          </Form.Item>
          <Form.Item name={[filter.prop, 'max']} noStyle>
            <InputNumber precision={0} min={0} placeholder={to} style={{ width: 120 }} data-testid={`${testId}-max`} />
          </Form.Item>
        </Space.Compact>
      );
    default:
      return <Input allowClear maxLength={100} style={{ width: 180 }} data-testid={testId} />;
  }
}
