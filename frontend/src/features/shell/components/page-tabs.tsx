import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { firstTag } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useTabsStore } from '@/stores/tabs-store';

/** Page tabs: at least one stays open; closing the active one activates the previous. */
export function PageTabs() {
  const t = useT();
  const navigate = useNavigate();
  const tabs = useTabsStore((s) => s.tabs);
  const active = useTabsStore((s) => s.active);

  const close = (key: string) => {
    const wasActive = key === useTabsStore.getState().active;
    const next = useTabsStore.getState().close(key);
    if (wasActive) navigate(next);
  };

  return (
    <div className="page-tabs" data-testid="page-tabs">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.key === firstTag ? t('wel.title') : tab.title,
          closable: tabs.length > 1,
          closeIcon: <CloseOutlined style={{ fontSize: 10 }} />,
        }))}
        tabBarExtraContent={
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'others', label: t('tabs.closeOthers') },
                { key: 'all', label: t('tabs.closeAll') },
              ],
              onClick: ({ key }) => {
                if (key === 'others') useTabsStore.getState().closeOthers(active);
                else {
                  useTabsStore.getState().reset();
                  navigate(firstTag);
                }
              },
            }}
          >
            <Button type="text" size="small" icon={<DownOutlined />} className="page-tabs-more" />
          </Dropdown>
        }
      />
    </div>
  );
}
