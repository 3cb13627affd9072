import { AutoComplete } from 'antd';
import { useT } from '@/lib/i18n';
import { useRecentApplications, type RecentOf } from '../api/list-recent-applications';

interface RecordedApplicationPickerProps {
  of: RecentOf;
  value: string;
  onChange: (bizSn: string) => void;
  onPressEnter?: () => void;
  /** The field's label (also its placeholder). */
  label: string;
}

/**
 * A business number typed, or picked from the tenant's recent applications of the flows
 * concerned (the analyst cannot open other people's applications to find one).
 */
export function RecordedApplicationPicker({ of, value, onChange, onPressEnter, label }: RecordedApplicationPickerProps) {
  const t = useT();
  const recent = useRecentApplications(of);
  const options = (recent.data ?? [])
    .filter((a) => a.bizSn.includes(value.trim()))
    .map((a) => ({
      value: a.bizSn,
      label: (
        <span data-testid={`recent-${a.bizSn}`}>
          {a.bizSn} · {a.bizTypeName || a.appId} · {t('studio.recent.at', { node: a.currentNode, status: a.status })}
        </span>
      ),
    }));
  return (
    <AutoComplete
      value={value}
      onChange={onChange}
      options={options}
      placeholder={label}
      aria-label={label}
      style={{ width: '100%' }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onPressEnter?.();
      }}
    />
  );
}
