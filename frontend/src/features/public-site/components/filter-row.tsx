import { Tag } from 'antd';
import { useT } from '@/lib/i18n';

export interface FilterOption {
  value: string;
  label: string;
}

/** One row of the showcase filters: a label, 全部, then the options; '' is 全部. */
export function FilterRow({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const t = useT();
  return (
    <div className="filter-row" data-testid={testId}>
      <span className="filter-label">
        {label}
        {t('showcase.colon')}
      </span>
      <div className="filter-options">
        {[{ value: '', label: t('showcase.all') }, ...options].map((o) => (
          <Tag.CheckableTag
            key={o.value || '__all'}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            data-testid={`${testId}-option`}
          >
            {o.label}
          </Tag.CheckableTag>
        ))}
      </div>
    </div>
  );
}
