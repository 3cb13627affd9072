import { Alert, Modal, Spin } from 'antd';
import { useT } from '@/lib/i18n';
import { useVersion } from '../api/get-version';
import type { DefinitionKind } from '../api/studio-types';

interface VersionBodyModalProps {
  kind: DefinitionKind;
  defKey: string;
  /** The version shown; null closes the modal. */
  version: number | null;
  onClose: () => void;
}

/** One published version's text, read-only, beside the editor's. */
export function VersionBodyModal({ kind, defKey, version, onClose }: VersionBodyModalProps) {
  const t = useT();
  const body = useVersion(kind, defKey, version);
  return (
    <Modal open={version !== null} title={t('studio.versions.bodyTitle', { version: version ?? '' })} footer={null} width={760} onCancel={onClose}>
      {body.isLoading && <Spin />}
      {body.isError && <Alert type="error" showIcon message={body.error.message} />}
      {body.data && (
        <>
          <div style={{ marginBottom: 8 }}>{t('studio.versions.publishedBy', { who: body.data.publishedBy, when: body.data.publishedAt })}</div>
          <pre style={{ fontSize: 12, maxHeight: 520, overflow: 'auto', background: '#fafafa', padding: 8 }}>{body.data.body}</pre>
        </>
      )}
    </Modal>
  );
}
