import type { FieldProps } from '@rjsf/utils';
import { App, Cascader } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { regionCode, regionName, regionQuery, regionRoot, useRegionChain, type RegionNode } from '../api/get-region-lazy-tree';
import { ReadonlyText } from './readonly-text-widget';
import { popupOnBody } from './popup-container';

export interface AreaValue {
  province?: string;
  city?: string;
  district?: string;
}

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const levels = ['province', 'city', 'district'] as const;

function toOption(node: RegionNode, depth: number): Option {
  return { value: regionCode(node), label: regionName(node), isLeaf: depth >= 2 || node.hasChildren === false };
}

/**
 * `area`: province, city and district codes (`{province, city, district}`) from the region
 * lazy tree, one level at a time. A failure to load regions is shown, not swallowed.
 */
export function AreaField(props: FieldProps) {
  const { idSchema, formData, onChange, readonly, disabled, rawErrors } = props;
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const value = (formData ?? {}) as AreaValue;
  const path = levels.map((l) => value[l]).filter((v): v is string => Boolean(v));
  // the lists along the chosen path: provinces, the province's cities, the city's districts
  const chain = useRegionChain([regionRoot, ...path.slice(0, 2)]);
  const failed = chain.find((q) => q.isError);
  const [extra, setExtra] = useState<Record<string, Option[]>>({});
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (failed || loadFailed) void message.error({ content: t('form.area.failed'), key: 'area-failed' });
  }, [failed, loadFailed, message, t]);

  const options = useMemo(() => {
    const lists = chain.map((q) => q.data ?? []);
    const build = (depth: number, parent: string): Option[] => {
      const nodes = depth === 0 ? lists[0] : lists[depth] && path[depth - 1] === parent ? lists[depth] : undefined;
      const own = nodes?.map((n) => toOption(n, depth)) ?? extra[parent] ?? [];
      return own.map((o) => {
        if (o.isLeaf) return o;
        const children = path[depth] === o.value && depth < 2 ? build(depth + 1, o.value) : extra[o.value];
        return children && children.length ? { ...o, children } : o;
      });
    };
    return build(0, regionRoot);
  }, [chain, path, extra]);

  const names = path.map((code, depth) => findName(options, path.slice(0, depth + 1)) ?? code);

  if (readonly || disabled) return <ReadonlyText id={idSchema.$id} text={names.join(' / ')} />;

  return (
    <div id={idSchema.$id}>
      <Cascader
        options={options}
        value={path}
        changeOnSelect={false}
        getPopupContainer={popupOnBody}
        status={failed || loadFailed || rawErrors?.length ? 'error' : undefined}
        placeholder={t('form.area.placeholder')}
        loading={chain.some((q) => q.isLoading)}
        loadData={(selected) => {
          const target = selected[selected.length - 1] as Option;
          void client.fetchQuery(regionQuery(target.value)).then(
            (nodes) => setExtra((all) => ({ ...all, [target.value]: nodes.map((n) => toOption(n, selected.length)) })),
            () => setLoadFailed(true),
          );
        }}
        onChange={(codes) => {
          const next: AreaValue = {};
          (codes ?? []).forEach((code, i) => {
            next[levels[i]] = String(code);
          });
          onChange(codes && codes.length ? next : undefined);
        }}
        style={{ width: '100%' }}
      />
      {(failed || loadFailed) && (
        <div className="form-widget-error" role="alert">
          {t('form.area.failed')}
        </div>
      )}
    </div>
  );
}

function findName(options: Option[], codes: string[]): string | undefined {
  let list: Option[] | undefined = options;
  let found: Option | undefined;
  for (const code of codes) {
    found = list?.find((o) => o.value === code);
    list = found?.children;
  }
  return found?.label;
}
