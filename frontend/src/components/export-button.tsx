import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { saveBlob } from '@/forms/api/download-file';
import type { FileAnswer } from '@/lib/http/file-answer';
import { useT } from '@/lib/i18n';

/**
 * 导出 (02 §2 export button): fetches the list as the server writes it (every row its current
 * filters find) and saves it under the server's file name; busy while the file comes, the
 * server's message when it is refused.
 */
export function ExportButton({ exportFile, testId }: { exportFile: () => Promise<FileAnswer>; testId: string }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    exportFile()
      .then(({ blob, fileName }) => saveBlob(blob, fileName))
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={onClick} data-testid={testId}>
      {t('list.export')}
    </Button>
  );
}
