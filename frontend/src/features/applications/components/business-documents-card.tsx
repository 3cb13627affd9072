import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Table } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { downloadFile, saveBlob } from '@/forms/api/download-file';
import { useT } from '@/lib/i18n';
import type { ApplicationDetail, BusinessDocument } from '../api/lifecycle-types';

/**
 * 业务凭证: the download list of a completed business (02 §3 "Voucher list": name, code,
 * attachId): each document with 查看 (the PDF on /process_pdf) and 下载 (saved under the
 * server's name). A failed download says the server's message, else 获取下载地址失败 or 下载失败.
 * Nothing while the business runs.
 */
export function BusinessDocumentsCard({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const { message } = App.useApp();
  const [loading, setLoading] = useState<string | null>(null);
  const documents = application.voucherList ?? [];
  if (documents.length === 0 && !application.documentsError) return null;

  const download = async (doc: BusinessDocument) => {
    if (!doc.attachId) {
      void message.error(t('form.file.noAddress'));
      return;
    }
    setLoading(doc.code);
    try {
      const file = await downloadFile(doc.attachId);
      saveBlob(file.blob, file.fileName ?? `${doc.name}.pdf`);
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : t('form.file.downloadFailed'));
    } finally {
      setLoading(null);
    }
  };

  return (
    <Card size="small" title={t('detail.documents')} data-testid="detail-documents">
      {application.documentsError ? (
        <Alert type="warning" showIcon message={t('detail.documentsFailed', { msg: application.documentsError })} data-testid="detail-documents-error" />
      ) : null}
      {documents.length > 0 ? (
        <Table<BusinessDocument>
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={documents}
          onRow={(doc) => ({ 'data-testid': `detail-document-${doc.code}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { title: '#', key: 'index', width: 56, render: (_v, _doc, i) => i + 1 },
            { title: t('detail.documentName'), dataIndex: 'name', key: 'name' },
            { title: t('detail.documentPages'), dataIndex: 'pages', key: 'pages', width: 80 },
            {
              title: t('detail.documentActions'),
              key: 'actions',
              width: 200,
              render: (_v, doc) => (
                <Space size={4}>
                  <Link to={links.processPdf(application.uuid, doc.code)} data-testid={`detail-document-view-${doc.code}`}>
                    <Button type="link" size="small" icon={<EyeOutlined />}>
                      {t('detail.documentView')}
                    </Button>
                  </Link>
                  <Button
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={loading === doc.code}
                    onClick={() => void download(doc)}
                    data-testid={`detail-document-download-${doc.code}`}
                  >
                    {t('detail.documentDownload')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
