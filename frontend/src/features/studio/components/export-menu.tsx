import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useT } from '@/lib/i18n';
import { useDownloadBpmn } from '../api/download-bpmn';
import { useDownloadExport } from '../api/download-export';
import type { DefinitionDetail } from '../api/studio-types';

/** 导出 JSON (a chosen version) and, for flows, 导出 BPMN (a version or the draft). */
export function ExportMenu({ definition }: { definition: DefinitionDetail }) {
  const t = useT();
  const { message } = App.useApp();
  const exportJson = useDownloadExport();
  const exportBpmn = useDownloadBpmn();
  const { kind, key } = definition;
  const versionItems = definition.versions.map((v) => ({ key: String(v.version), label: `v${v.version}` }));
  const failed = (error: Error) => void message.error(error.message);

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: versionItems,
          onClick: ({ key: version }) => exportJson.mutate({ kind, key, version: Number(version) }, { onError: failed }),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={exportJson.isPending}>
          {t('studio.exportJson')}
        </Button>
      </Dropdown>
      {kind === 'flow' && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [...(definition.draft ? [{ key: 'draft', label: t('studio.draft') }] : []), ...versionItems],
            onClick: ({ key: version }) =>
              exportBpmn.mutate({ appId: key, version: version === 'draft' ? 'draft' : Number(version) }, { onError: failed }),
          }}
        >
          <Button icon={<DownloadOutlined />} loading={exportBpmn.isPending}>
            {t('studio.exportBpmn')}
          </Button>
        </Dropdown>
      )}
    </>
  );
}
