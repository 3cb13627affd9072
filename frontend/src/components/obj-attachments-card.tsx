import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { useObjAttachments, type ObjAttachRow } from '@/api/query-obj-attachments';
import { FilePreviewDialog } from '@/forms/widgets/file-preview-dialog';
import type { Attachment } from '@/forms/api/put-file-attach';
import { useT } from '@/lib/i18n';

/**
 * 附件材料: a member's (objType 1) or company's (2) attachment list as the register keeps it
 * after 550073/550074 (03 §3): name, category, files (each opens the preview dialog with
 * download and close), update time.
 */
export function ObjAttachmentsCard({ objType, objId }: { objType: '1' | '2'; objId: string }) {
  const t = useT();
  const list = useObjAttachments(objType, objId);
  const types = useDictionary('attachmentType', { silent: true });
  const [preview, setPreview] = useState<Attachment | null>(null);
  return (
    <Card title={t('attachments.title')} size="small" data-testid="obj-attachments">
      <Table<ObjAttachRow>
        size="small"
        rowKey={(r) => `${r.name}-${r.refAttachs[0]?.fileId ?? ''}`}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: t('attachments.name'), dataIndex: 'name', key: 'name' },
          { title: t('attachments.type'), key: 'type', render: (_v, r) => dictValueOf(types.data, r.typeName) ?? r.typeName },
          {
            title: t('attachments.files'),
            key: 'files',
            render: (_v, r) => (
              <Space wrap size={0}>
                {r.refAttachs.map((f) => (
                  <Button key={f.fileId} type="link" size="small" onClick={() => setPreview({ attachId: f.fileId, originalName: f.fileName })}>
                    {f.fileName}
                  </Button>
                ))}
              </Space>
            ),
          },
          { title: t('attachments.updateTime'), dataIndex: 'updateTime', key: 'updateTime' },
        ]}
      />
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}
