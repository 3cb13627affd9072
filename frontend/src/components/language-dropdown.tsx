import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useT } from '@/lib/i18n';
import { useUiStore, type Locale } from '@/stores/ui-store';

/** 中文 / English; the current language is disabled (spec §2). The title follows in app.tsx. */
export function LanguageDropdown({ dark = false }: { dark?: boolean }) {
  const t = useT();
  const locale = useUiStore((s) => s.locale);
  const setLocale = useUiStore((s) => s.setLocale);
  const items: { key: Locale; label: string; disabled: boolean }[] = [
    { key: 'zh-CN', label: t('lang.zh'), disabled: locale === 'zh-CN' },
    { key: 'en-US', label: t('lang.en'), disabled: locale === 'en-US' },
  ];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => setLocale(key as Locale) }} trigger={['click']}>
      <Button type="text" icon={<GlobalOutlined />} data-testid="language-dropdown" style={dark ? { color: '#fff' } : undefined}>
        {locale === 'zh-CN' ? t('lang.zh') : t('lang.en')}
      </Button>
    </Dropdown>
  );
}
