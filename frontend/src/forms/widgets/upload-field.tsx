import { UploadOutlined } from '@ant-design/icons';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { Alert, App, Button, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { putFileAttach, type Attachment } from '../api/put-file-attach';
import type { ImportFile, TableImport } from '../types';
import { FilePreviewDialog } from './file-preview-dialog';
import { ReadOnlyFiles } from './read-only-files';

/** The platform's upload limit in MB (01 §9). */
export const defaultMaxSizeMb = 50;
/** Types of "other attachments" (01 §5). */
export const otherMaterialTypes = ['png', 'jpg', 'xlsx', 'txt', 'docx', 'pdf', 'avi', 'wmv', 'mpeg', 'mp4'];

export interface UploadLimits {
  accept: string[];
  maxSizeMb: number;
  maxCount: number | undefined;
}

export function uploadLimits(options: Record<string, unknown>, required: boolean): UploadLimits {
  const raw = options.accept;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : options.other ? otherMaterialTypes : [];
  const accept = list.map((e) => String(e).trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  const maxSizeMb = typeof options.maxSize === 'number' ? options.maxSize : defaultMaxSizeMb;
  // one file per required slot unless a count is configured
  const maxCount = typeof options.maxCount === 'number' ? options.maxCount : required || options.other ? 1 : undefined;
  return { accept, maxSizeMb, maxCount };
}

export type UploadRefusal = { key: 'form.upload.badType' } | { key: 'form.upload.tooLarge'; size: number } | { key: 'form.upload.tooMany'; n: number };

/** Why a file may not be added (type, size, count), or null. `already`: files in the slot. */
export function refuseUpload(file: { name: string; size: number }, limits: UploadLimits, already: number): UploadRefusal | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (limits.accept.length > 0 && (!file.name.includes('.') || !limits.accept.includes(ext))) return { key: 'form.upload.badType' };
  if (file.size > limits.maxSizeMb * 1024 * 1024) return { key: 'form.upload.tooLarge', size: limits.maxSizeMb };
  if (limits.maxCount !== undefined && already >= limits.maxCount) return { key: 'form.upload.tooMany', n: limits.maxCount };
  return null;
}

/**
 * `upload`: an upload slot holding `[{attachId, originalName}]`. Files are checked for type,
 * size and count before they leave, uploaded one by one; a failure shows the server's message
 * (or 上传失败！) and takes the file off the list. Names open the preview dialog.
 *
 * With `importTo` (a table of the form) and the renderer's import (the page names the
 * business), a file is an Excel import instead: the server stores it and answers its rows,
 * which replace the table's rows; the file stays in the list like any attachment.
 */
export function UploadField(props: FieldProps) {
  const { idSchema, formData, onChange, uiSchema, required, readonly, disabled, rawErrors, registry } = props;
  const t = useT();
  const { message } = App.useApp();
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const limits = uploadLimits(options, Boolean(required));
  const importTo = typeof options.importTo === 'string' ? options.importTo : undefined;
  const importFile = (registry.formContext as { importFile?: ImportFile } | undefined)?.importFile;
  const files: Attachment[] = Array.isArray(formData) ? (formData as Attachment[]) : [];
  const latest = useRef(files);
  latest.current = files;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const pendingCount = useRef(0);
  const [preview, setPreview] = useState<Attachment | null>(null);
  // a refused import stays in view until the next file: its errors are a list to work through
  const [importRefusal, setImportRefusal] = useState<string | null>(null);
  const id = idSchema.$id;

  const dialog = <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />;

  if (readonly || disabled) return <ReadOnlyFiles id={id} files={files} />;

  const fileList: UploadFile[] = [
    ...files.map((f) => ({ uid: f.attachId, name: f.originalName, status: 'done' as const })),
    ...pending,
  ];

  return (
    <div id={id} className={`form-upload${rawErrors?.length ? ' has-error' : ''}`}>
      <Upload
        fileList={fileList}
        multiple={limits.maxCount !== 1}
        accept={limits.accept.length ? limits.accept.map((e) => `.${e}`).join(',') : undefined}
        beforeUpload={(file) => {
          const refusal = refuseUpload(file, limits, latest.current.length + pendingCount.current);
          if (refusal) {
            const { key, ...vars } = refusal;
            void message.error(t(key, vars));
            return Upload.LIST_IGNORE;
          }
          pendingCount.current += 1;
          return true;
        }}
        customRequest={({ file }) => {
          const raw = file as File & { uid: string };
          setPending((list) => [...list, { uid: raw.uid, name: raw.name, status: 'uploading', percent: 50 }]);
          const done = () => {
            pendingCount.current -= 1;
            setPending((list) => list.filter((f) => f.uid !== raw.uid));
          };
          const sent: Promise<TableImport> =
            importTo && importFile
              ? importFile(raw, importTo)
              : putFileAttach(raw).then(
                  (attachment) => ({ ok: true, file: { attachId: String(attachment.attachId), originalName: attachment.originalName ?? raw.name }, rows: 0 }),
                  (error: unknown) => ({
                    ok: false,
                    msg: error instanceof ApiError && error.msg && error.msg !== t('http.unknown') ? error.msg : t('form.upload.failed'),
                  }),
                );
          if (importTo) setImportRefusal(null);
          void sent.then((outcome) => {
            done();
            if (!outcome.ok) {
              if (importTo) setImportRefusal(outcome.msg);
              else void message.error(outcome.msg);
              return;
            }
            const next = [...latest.current, outcome.file];
            latest.current = next;
            onChange(next);
            if (importTo && importFile) void message.success(t('form.import.done', { n: outcome.rows }));
          });
        }}
        onRemove={(file) => {
          const next = latest.current.filter((f) => f.attachId !== file.uid);
          latest.current = next;
          onChange(next.length ? next : undefined);
          return true;
        }}
        onPreview={(file) => {
          const found = files.find((f) => f.attachId === file.uid);
          if (found) setPreview(found);
        }}
      >
        <Button icon={<UploadOutlined />}>{t('form.upload.button')}</Button>
      </Upload>
      {limits.accept.length > 0 && (
        <div className="form-upload-hint">{t('form.upload.hint', { types: limits.accept.join('、'), size: limits.maxSizeMb })}</div>
      )}
      {importRefusal && <ImportRefusal msg={importRefusal} />}
      {dialog}
    </div>
  );
}

/** 导入文件有N处错误，未导入：第R行「列」：…；… shown as its heading and one line per error. */
function ImportRefusal({ msg }: { msg: string }) {
  const at = msg.indexOf('：');
  const [heading, rest] = at > 0 && msg.startsWith('导入文件有') ? [msg.slice(0, at), msg.slice(at + 1)] : [msg, ''];
  const errors = rest ? rest.split('；') : [];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginTop: 8 }}
      data-testid="import-refusal"
      message={heading}
      description={errors.length > 0 ? <ul style={{ margin: 0, paddingLeft: 18 }}>{errors.map((e) => <li key={e}>{e}</li>)}</ul> : undefined}
    />
  );
}
