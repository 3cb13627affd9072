import { CheckOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useT } from '@/lib/i18n';
import { themeLooks } from '@/lib/themes';
import { themeNames, useUiStore } from '@/stores/ui-store';
import { useShellDialogs } from '../stores/dialogs-store';

/** The ten themes of spec §9 as swatches; a click applies one at once. */
export function ThemeDialog() {
  const t = useT();
  const open = useShellDialogs((s) => s.open === 'theme');
  const close = useShellDialogs((s) => s.close);
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  return (
    <Modal open={open} title={t('theme.title')} footer={null} onCancel={close} width={640}>
      <div className="theme-grid">
        {themeNames.map((name) => {
          const look = themeLooks[name];
          return (
            <button
              type="button"
              key={name}
              className={`theme-swatch${name === theme ? ' is-active' : ''}`}
              onClick={() => setTheme(name)}
              data-testid={`theme-${name}`}
            >
              <span className="theme-swatch-preview">
                <span style={{ background: look.sider }} className="theme-swatch-sider" />
                <span className="theme-swatch-body">
                  <span style={{ background: look.header }} className="theme-swatch-header" />
                  <span style={{ background: look.primary }} className="theme-swatch-accent" />
                </span>
                {name === theme && <CheckOutlined className="theme-swatch-check" />}
              </span>
              <span className="theme-swatch-name">{t(`theme.${name}`)}</span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
