import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { Attachment } from '../api/put-file-attach';
import { FilePreviewDialog } from './file-preview-dialog';

/**
 * The files of an upload slot or an attachment row, read-only: each name a link opening the
 * preview dialog, 暂无文件 when there is none.
 */
export function ReadOnlyFiles({ id, files }: { id: string; files: Attachment[] }) {
  const t = useT();
  const [preview, setPreview] = useState<Attachment | null>(null);
  return (
    <div id={id} className="form-upload-readonly">
      {files.length === 0 ? (
        <span className="form-readonly-text">{t('form.file.none')}</span>
      ) : (
        files.map((f) => (
          <Button key={f.attachId} type="link" className="form-upload-link" onClick={() => setPreview(f)}>
            {f.originalName}
          </Button>
        ))
      )}
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
