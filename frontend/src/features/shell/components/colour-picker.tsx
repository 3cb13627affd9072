import { ColorPicker, Tooltip } from 'antd';
import { useT } from '@/lib/i18n';
import { defaultPrimary, isHexColour, themeLooks } from '@/lib/themes';
import { useUiStore } from '@/stores/ui-store';

/** The ten themes' colours, offered first. */
const presetColours = [...new Set(Object.values(themeLooks).map((look) => look.primary.toLowerCase()))];

/**
 * The top bar's colour toggle (01 §2 "Top bar"): the theme colour picked over the chosen
 * theme's own, kept across visits; cleared, the theme's colour comes back.
 */
export function ColourPicker({ className }: { className?: string }) {
  const t = useT();
  const picked = useUiStore((s) => s.primaryColor);
  const theme = useUiStore((s) => s.theme);
  const setPrimaryColor = useUiStore((s) => s.setPrimaryColor);
  const value = isHexColour(picked) ? picked : (themeLooks[theme]?.primary ?? defaultPrimary);
  return (
    <Tooltip title={t('top.colour')}>
      <span className={className} data-testid="colour-picker">
        <ColorPicker
          size="small"
          value={value}
          disabledAlpha
          allowClear
          presets={[{ label: t('top.colourPresets'), colors: presetColours }]}
          onChangeComplete={(colour) => setPrimaryColor(colour.cleared ? null : colour.toHexString())}
          onClear={() => setPrimaryColor(null)}
          aria-label={t('top.colour')}
        />
      </span>
    </Tooltip>
  );
}
