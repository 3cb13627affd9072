import { UploadOutlined } from '@ant-design/icons';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useParamDetail } from '@/api/get-param-detail';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { putFileAttach, type Attachment } from '../api/put-file-attach';
import { FilePreviewDialog } from './file-preview-dialog';
import { ReadOnlyFiles } from './read-only-files';
import { defaultMaxSizeMb } from './upload-field';

/** One file of an attachment row (03 §3): `{fileId, fileName, type}`, type the extension. */
export interface RefAttach {
  fileId: string;
  fileName: string;
  type: string;
}

/** What an attachment list accepts when its parameter is missing or unreadable (03 §5). */
export const defaultAttachTypes = ['png', 'jpg', 'xlsx', 'txt', 'docx', 'doc', 'pdf'];

/** The types a business parameter's value lists (a JSON list of extensions), else the defaults. */
export function attachTypesOf(paramValue: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(paramValue ?? '');
    if (Array.isArray(list)) {
      const types = list.map((e) => String(e).trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
      if (types.length > 0) return types;
    }
  } catch {
    // the defaults below
  }
  return defaultAttachTypes;
}

export const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** Whether a file of this name and size may be uploaded to the list: null, or the refusal's key. */
export function refuseAttach(file: { name: string; size: number }, types: string[]): 'form.upload.badType' | 'form.upload.tooLarge' | null {
  if (!types.includes(extensionOf(file.name))) return 'form.upload.badType';
  if (file.size > defaultMaxSizeMb * 1024 * 1024) return 'form.upload.tooLarge';
  return null;
}

/**
 * `attachFiles`: the files of an attachment row (03 §5 "Attachment list"), `[{fileId, fileName,
 * type}]`. The accepted types come from the business parameter `paramKey` (`company.filetypes`,
 * `member.filetypes`); another type is refused here with 该文件不符合文件类型限制！ and the server
 * refuses it again (the upload names the parameter) along with a disguised file. A failed upload
 * shows the server's message or 上传失败！. Names open the preview dialog; read-only, only links.
 */
export function AttachFilesField(props: FieldProps) {
  const { idSchema, formData, onChange, uiSchema, readonly, disabled, rawErrors } = props;
  const t = useT();
  const { message } = App.useApp();
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const paramKey = typeof options.paramKey === 'string' ? options.paramKey : '';
  const param = useParamDetail(paramKey);
  const types = attachTypesOf(param.data?.paramValue);
  const files: RefAttach[] = Array.isArray(formData) ? (formData as RefAttach[]) : [];
  const latest = useRef(files);
  latest.current = files;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const id = idSchema.$id;
  const open = (f: RefAttach) => setPreview({ attachId: f.fileId, originalName: f.fileName });
  const dialog = <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />;

  if (readonly || disabled) return <ReadOnlyFiles id={id} files={files.map((f) => ({ attachId: f.fileId, originalName: f.fileName }))} />;

  const fileList: UploadFile[] = [...files.map((f) => ({ uid: f.fileId, name: f.fileName, status: 'done' as const })), ...pending];
  return (
    <div id={id} className={`form-upload${rawErrors?.length ? ' has-error' : ''}`}>
      <Upload
        fileList={fileList}
        multiple
        accept={types.map((e) => `.${e}`).join(',')}
        beforeUpload={(file) => {
          const refusal = refuseAttach(file, types);
          if (refusal) {
            void message.error(t(refusal, { size: defaultMaxSizeMb }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          const raw = file as File & { uid: string };
          setPending((list) => [...list, { uid: raw.uid, name: raw.name, status: 'uploading', percent: 50 }]);
          const done = () => setPending((list) => list.filter((f) => f.uid !== raw.uid));
          putFileAttach(raw, paramKey || undefined).then(
            (attachment) => {
              done();
              const name = attachment.originalName ?? raw.name;
              const next = [...latest.current, { fileId: String(attachment.attachId), fileName: name, type: extensionOf(name) }];
              latest.current = next;
              onChange(next);
            },
            (error: unknown) => {
              done();
              const msg = error instanceof ApiError && error.msg && error.msg !== t('http.unknown') ? error.msg : t('form.upload.failed');
              void message.error(msg);
            },
          );
        }}
        onRemove={(file) => {
          const next = latest.current.filter((f) => f.fileId !== file.uid);
          latest.current = next;
          onChange(next.length ? next : undefined);
          return true;
        }}
        onPreview={(file) => {
          const found = files.find((f) => f.fileId === file.uid);
          if (found) open(found);
        }}
      >
        <Button icon={<UploadOutlined />}>{t('form.upload.button')}</Button>
      </Upload>
      <div className="form-upload-hint">{t('form.upload.hint', { types: types.join('、'), size: defaultMaxSizeMb })}</div>
      {dialog}
    </div>
  );
}
