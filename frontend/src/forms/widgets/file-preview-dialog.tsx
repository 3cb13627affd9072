import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/lib/i18n';
import { saveBlob, useDownloadFile } from '../api/download-file';
import type { Attachment } from '../api/put-file-attach';
import { docxParagraphs, xlsxRows } from './ooxml-reader';

export type PreviewKind = 'image' | 'pdf' | 'text' | 'word' | 'video' | 'excel' | 'other';

/** The preview kind of a file name (01 §9 file preview types). */
export function previewKind(name: string): PreviewKind {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'].includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (['txt', 'csv', 'log'].includes(ext)) return 'text';
  if (['docx', 'doc'].includes(ext)) return 'word';
  if (['mp4', 'avi', 'wmv', 'mpeg', 'webm', 'mov'].includes(ext)) return 'video';
  if (['xlsx', 'xls'].includes(ext)) return 'excel';
  return 'other';
}

function useObjectUrl(blob: Blob | undefined, type?: string) {
  const url = useMemo(() => (blob ? URL.createObjectURL(type ? new Blob([blob], { type }) : blob) : null), [blob, type]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** Text, Word paragraphs or Excel rows, worked out from the bytes. */
function useDecoded(kind: PreviewKind, blob: Blob | undefined) {
  const [state, setState] = useState<{ text?: string; paragraphs?: string[]; rows?: string[][]; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    setState({});
    if (!blob) return undefined;
    const done = (next: typeof state) => live && setState(next);
    if (kind === 'text') void blob.text().then((text) => done({ text }), () => done({ failed: true }));
    if (kind === 'word') {
      // the spec renders Word previews after 500 ms
      const timer = setTimeout(() => void docxParagraphs(blob).then((paragraphs) => done({ paragraphs }), () => done({ failed: true })), 500);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    if (kind === 'excel') void xlsxRows(blob).then((rows) => done({ rows }), () => done({ failed: true }));
    return () => {
      live = false;
    };
  }, [kind, blob]);
  return state;
}

/** Preview of an attachment (image, pdf, text, Word, video, Excel) with download and close. */
export function FilePreviewDialog({ file, onClose }: { file: Attachment | null; onClose: () => void }) {
  const t = useT();
  const download = useDownloadFile(file?.attachId ?? null);
  const name = file?.originalName ?? '';
  const kind = previewKind(name);
  const blob = download.data?.blob;
  const url = useObjectUrl(blob, kind === 'pdf' ? 'application/pdf' : undefined);
  const decoded = useDecoded(kind, blob);

  let body: React.ReactNode = null;
  if (download.isLoading) body = <Spin />;
  else if (download.isError) body = <Alert type="error" showIcon message={download.error.message || t('form.file.loadFailed')} />;
  else if (url) {
    if (kind === 'image') body = <img className="form-preview-image" src={url} alt={name} />;
    else if (kind === 'pdf') body = <iframe className="form-preview-frame" src={url} title={name} />;
    else if (kind === 'video') body = <video className="form-preview-video" src={url} controls />;
    else if (decoded.failed || kind === 'other') body = <Alert type="info" showIcon message={t('form.file.unsupported')} />;
    else if (kind === 'text') body = decoded.text === undefined ? <Spin /> : <pre className="form-preview-text">{decoded.text}</pre>;
    else if (kind === 'word')
      body = decoded.paragraphs ? (
        <div className="form-preview-word">{decoded.paragraphs.map((p, i) => <p key={i}>{p}</p>)}</div>
      ) : (
        <Spin />
      );
    else if (kind === 'excel')
      body = decoded.rows ? (
        <div className="form-preview-excel">
          <table>
            <tbody>
              {decoded.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, c) => <td key={c}>{cell}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Spin />
      );
  }

  return (
    <Modal
      open={file !== null}
      title={`${t('form.file.preview')}：${name}`}
      width={900}
      onCancel={onClose}
      destroyOnClose
      footer={[
        <Button key="download" type="primary" disabled={!blob} onClick={() => blob && saveBlob(blob, download.data?.fileName ?? name)}>
          {t('form.file.download')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('form.file.close')}
        </Button>,
      ]}
    >
      <div className="form-preview-body" data-kind={kind}>
        {body}
      </div>
    </Modal>
  );
}
