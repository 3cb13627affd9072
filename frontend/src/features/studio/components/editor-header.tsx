import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { DefinitionDetail } from '../api/studio-types';
import { ExportMenu } from './export-menu';
import { KindTag } from './kind-tag';

interface EditorHeaderProps {
  definition: DefinitionDetail;
  /** The text differs from what was last saved (or loaded). */
  dirty: boolean;
  saving: boolean;
  discarding: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onPublish: () => void;
}

/** The definition's name, key, kind, latest version and draft state, and its commands. */
export function EditorHeader({ definition, dirty, saving, discarding, onSave, onDiscard, onPublish }: EditorHeaderProps) {
  const t = useT();
  const { draft } = definition;
  return (
    <div className="studio-editor-header" data-testid="studio-editor-header">
      <Space size={8} wrap align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {definition.name}
        </Typography.Title>
        <Typography.Text code>{definition.key}</Typography.Text>
        <KindTag kind={definition.kind} />
        <Tag>{t('studio.latest', { version: definition.latest.version })}</Tag>
        {draft ? (
          <Tag color="orange" data-testid="draft-status">
            {t('studio.draftStatus', { who: draft.updatedBy, when: draft.updatedAt, base: draft.baseVersion })}
          </Tag>
        ) : (
          <Tag data-testid="draft-status">{t('studio.noDraft')}</Tag>
        )}
        {dirty && (
          <Tag color="red" data-testid="unsaved">
            {t('studio.unsaved')}
          </Tag>
        )}
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        <Button type="primary" ghost onClick={onSave} loading={saving} title={t('studio.saveShortcut')}>
          {t('studio.saveDraft')}
        </Button>
        <Popconfirm title={t('studio.discardConfirm')} onConfirm={onDiscard} disabled={!draft}>
          <Button danger disabled={!draft} loading={discarding}>
            {t('studio.discardDraft')}
          </Button>
        </Popconfirm>
        <Button type="primary" onClick={onPublish} disabled={!draft && !dirty}>
          {t('studio.publish')}
        </Button>
        <ExportMenu definition={definition} />
      </Space>
    </div>
  );
}
