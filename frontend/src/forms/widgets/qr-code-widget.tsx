import type { WidgetProps } from '@rjsf/utils';
import { createStore, useStore } from 'zustand';
import { QrLink } from '@/components/qr-link';
import { useT } from '@/lib/i18n';
import { useShortLink } from '../api/get-short-link';
import type { FormState, FormStore } from '../form-store';

/** Only for a widget rendered without the renderer's store (a test): an empty form. */
const emptyStore = createStore<Pick<FormState, 'data'>>(() => ({ data: {} }));

/**
 * The configured URL with each `{prop}` filled from the form data; none while one is empty (the
 * link cannot be asked for yet).
 */
export function fillUrl(src: string, data: Record<string, unknown>): string | undefined {
  let missing = false;
  const url = src.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, prop: string) => {
    const v = data[prop];
    if (v === undefined || v === null || String(v).trim() === '') missing = true;
    return encodeURIComponent(String(v ?? '').trim());
  });
  return missing ? undefined : url;
}

/**
 * `widget: "qrCode"` on an input (03 §1, §7, §9): a display that GETs the item's `src` and shows
 * `data.shortLink` as a 120 × 120 QR code with the link beneath; a failed call says 获取二维码失败.
 * It holds no value of its own and reads the same at every node.
 */
export function QrCodeWidget(props: WidgetProps) {
  const t = useT();
  const src = String(props.options.src ?? '');
  const store = (props.registry.formContext as { store?: FormStore } | undefined)?.store;
  const data = useStore((store ?? emptyStore) as typeof emptyStore, (s) => s.data);
  const url = src ? fillUrl(src, data) : undefined;
  const link = useShortLink(url);
  return (
    <div id={props.id}>
      <QrLink
        link={link.data}
        loading={link.isLoading}
        error={link.isError || !src ? t('qr.loadFailed') : undefined}
        waiting={t('qr.waiting')}
        testId={`qr-${props.name}`}
      />
    </div>
  );
}
