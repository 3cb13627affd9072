import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { saveBlob } from '@/forms/api/download-file';
import type { FileAnswer } from '@/lib/http/file-answer';
import { useT } from '@/lib/i18n';

/** Told how far the file has come: null while the server writes it, then the percent received. */
export type ExportProgress = (percent: number | null) => void;

/**
 * 导出 (02 §2 export button): fetches the list as the server writes it (every row its current
 * filters find) and saves it under the server's file name; busy while the file comes, saying
 * 正在生成 while the server writes and the percent received once it sends (when the export
 * reports it), the server's message when it is refused.
 */
export function ExportButton({ exportFile, testId }: { exportFile: (progress: ExportProgress) => Promise<FileAnswer>; testId: string }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null | undefined>(undefined);
  const onClick = () => {
    setBusy(true);
    exportFile(setPercent)
      .then(({ blob, fileName }) => saveBlob(blob, fileName))
      .catch((error: Error) => void message.error(error.message))
      .finally(() => {
        setBusy(false);
        setPercent(undefined);
      });
  };
  const label = !busy || percent === undefined ? t('list.export') : percent === null ? t('list.exportPreparing') : t('list.exportReceiving', { p: percent });
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
