import { App, Alert, Button, Card, Checkbox, Radio, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { MenuIcon } from '@/components/menu-icon';
import { useT } from '@/lib/i18n';
import { useSaveWorkbenchConfig, useWorkbenchConfig, type WorkbenchConfigChange } from '../api/workbench-config';

/**
 * /wel/config, 工作台设置: the quick entries of the user's workbench (every entry of its menu,
 * or those it picks, in menu order) and whether its facts and next steps show; saved on the
 * server for the user, refused with the server's message.
 */
export function WorkbenchConfigPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const config = useWorkbenchConfig();
  const save = useSaveWorkbenchConfig();
  const [draft, setDraft] = useState<WorkbenchConfigChange | null>(null);

  useEffect(() => {
    if (config.data && draft === null) {
      const { entries, showFacts, showNextSteps } = config.data;
      setDraft({ entries, showFacts, showNextSteps });
    }
  }, [config.data, draft]);

  if (config.isError) return <Alert type="error" showIcon message={config.error.message} data-testid="wel-config-error" />;
  if (!config.data || !draft) return <Spin style={{ display: 'block', margin: 48 }} />;
  const choices = config.data.choices;
  const picked = draft.entries ?? choices.map((c) => c.path);
  const pick = (path: string, on: boolean) => {
    const chosen = new Set(picked);
    if (on) chosen.add(path);
    else chosen.delete(path);
    // kept in menu order
    setDraft({ ...draft, entries: choices.map((c) => c.path).filter((p) => chosen.has(p)) });
  };
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => {
        void message.success(t('welConfig.saved'));
        navigate(paths.workbench);
      },
      onError: (error) => void message.error(error.message),
    });

  return (
    <Card title={t('welConfig.title')} data-testid="wel-config">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space size="large">
          <span>
            {t('welConfig.showFacts')} <Switch checked={draft.showFacts} onChange={(on) => setDraft({ ...draft, showFacts: on })} data-testid="wel-config-facts" />
          </span>
          <span>
            {t('welConfig.showNextSteps')} <Switch checked={draft.showNextSteps} onChange={(on) => setDraft({ ...draft, showNextSteps: on })} data-testid="wel-config-next-steps" />
          </span>
        </Space>
        <div>
          <Typography.Title level={5}>{t('wel.quickEntries')}</Typography.Title>
          <Radio.Group
            value={draft.entries === null ? 'all' : 'chosen'}
            onChange={(e) => setDraft({ ...draft, entries: e.target.value === 'all' ? null : picked })}
            data-testid="wel-config-mode"
          >
            <Radio value="all">{t('welConfig.all')}</Radio>
            <Radio value="chosen">{t('welConfig.chosen')}</Radio>
          </Radio.Group>
          <div className="wel-config-choices" style={{ marginTop: 12, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            {choices.map((choice) => (
              <Checkbox
                key={choice.path}
                disabled={draft.entries === null}
                checked={picked.includes(choice.path)}
                onChange={(e) => pick(choice.path, e.target.checked)}
                data-testid={`wel-config-entry-${choice.path}`}
              >
                <MenuIcon source={choice.source} /> {choice.name}
              </Checkbox>
            ))}
          </div>
        </div>
        <Space>
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="wel-config-save">
            {t('welConfig.save')}
          </Button>
          <Button onClick={() => navigate(paths.workbench)}>{t('welConfig.back')}</Button>
        </Space>
      </Space>
    </Card>
  );
}
