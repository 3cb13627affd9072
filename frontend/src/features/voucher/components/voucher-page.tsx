import { ArrowLeftOutlined, DownloadOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { useDownloadFile, saveBlob } from '@/forms/api/download-file';
import { useT } from '@/lib/i18n';
import { QrLink } from '@/components/qr-link';
import { useShortLink } from '../api/get-short-link';
import { useBusinessDocuments, type BusinessDocuments, type VoucherDocument } from '../api/get-business-documents';
import { StatementDrawer } from './statement-drawer';
import './voucher-page.css';

/**
 * /process_pdf?uuid= (&code=): the documents of a completed business as the server wrote them
 * (PDF). A toolbar names the business, its serial number and chain hash, offers the business's
 * documents (a registration has twelve), 打印, 下载, 凭证内容 (the voucher as text) and 返回 (to the business detail), with the
 * short link as a QR code; the chosen PDF is shown below in the browser's viewer as an A4
 * sheet. A business still running reads 流程未办结，暂时无法打印凭证.
 */
export function VoucherPage() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const uuid = search.get('uuid');
  const business = useBusinessDocuments(uuid);

  const backToList = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.bizApplication)} data-testid="voucher-back">
      {t('voucher.back')}
    </Button>
  );
  const refusal = (title: string, status: 'warning' | 'error') => (
    <div role="alert" data-testid="voucher-error">
      <Result status={status} title={title} extra={backToList} />
    </div>
  );
  if (!uuid) {
    return (
      <div data-testid="voucher-missing">
        <Result status="warning" title={t('voucher.missing')} extra={backToList} />
      </div>
    );
  }
  if (business.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (business.isError || !business.data) return refusal(business.error?.message || t('voucher.loadFailed'), 'error');
  const documents = business.data.voucherList ?? [];
  if (business.data.status !== 'approved') return refusal(t('voucher.notReady'), 'warning');
  if (documents.length === 0) return refusal(business.data.documentsError || t('voucher.notReady'), business.data.documentsError ? 'error' : 'warning');
  return <DocumentSheet business={business.data} documents={documents} chosen={search.get('code')} />;
}

function DocumentSheet({ business, documents, chosen }: { business: BusinessDocuments; documents: VoucherDocument[]; chosen: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [code, setCode] = useState(() => documents.find((d) => d.code === chosen)?.code ?? documents[0].code);
  const current = documents.find((d) => d.code === code) ?? documents[0];
  const file = useDownloadFile(current.attachId);
  const link = useShortLink(business.uuid);
  // the PDF as a blob URL of its own type, given back when another is shown
  const pdf = useMemo(() => (file.data ? new Blob([file.data.blob], { type: 'application/pdf' }) : null), [file.data]);
  const [url, setUrl] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  useEffect(() => {
    if (!pdf) return undefined;
    const next = URL.createObjectURL(pdf);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [pdf]);

  const print = () => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    win.focus();
    win.print();
  };
  const download = () => {
    if (file.data) saveBlob(file.data.blob, file.data.fileName ?? `${current.name}.pdf`);
  };

  return (
    <div className="process-page" data-testid="voucher-page">
      <Card
        size="small"
        className="process-head voucher-toolbar"
        title={<span data-testid="voucher-title">{current.name}</span>}
        extra={
          <Space wrap>
            {documents.length > 1 ? (
              <Select
                className="voucher-choice"
                value={current.code}
                onChange={setCode}
                options={documents.map((d) => ({ value: d.code, label: d.name }))}
                aria-label={t('voucher.document')}
                data-testid="voucher-document-select"
              />
            ) : null}
            <Button type="primary" icon={<PrinterOutlined />} onClick={print} disabled={!url} data-testid="voucher-print">
              {t('voucher.print')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={download} disabled={!file.data} data-testid="voucher-download">
              {t('voucher.download')}
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => setReading(true)} data-testid="voucher-statement">
              {t('voucher.statement')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(links.businessDetail(business.bizSn))} data-testid="voucher-back">
              {t('voucher.back')}
            </Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 1, lg: 3, xl: 3, xxl: 3 }}
          items={[
            { key: 'biz', label: t('voucher.business'), children: <span data-testid="voucher-business">{business.bizTypeName}</span> },
            { key: 'bizSn', label: t('voucher.bizSn'), children: <span data-testid="voucher-biz-sn">{business.bizSn}</span> },
            { key: 'pages', label: t('voucher.document'), children: <span data-testid="voucher-pages">{t('voucher.pages', { pages: current.pages })}</span> },
            {
              key: 'chain',
              label: t('voucher.chain'),
              span: 3,
              children: (
                <Typography.Text code copyable data-testid="voucher-chain-hash">
                  {business.chainHash}
                </Typography.Text>
              ),
            },
            {
              key: 'qr',
              label: t('voucher.qrTitle'),
              span: 3,
              children: <QrLink link={link.data} loading={link.isLoading} error={link.isError ? t('qr.loadFailed') : undefined} testId="voucher-qr" />,
            },
          ]}
        />
      </Card>
      <StatementDrawer uuid={business.uuid} open={reading} onClose={() => setReading(false)} />
      <div className="voucher-desk">
        {file.isError ? (
          <div role="alert" data-testid="voucher-file-error">
            <Result status="error" title={file.error.message || t('form.file.downloadFailed')} />
          </div>
        ) : url ? (
          // the viewer without its thumbnail pane: the page itself, as large as it fits
          <iframe ref={frame} key={url} className="voucher-sheet" title={current.name} src={`${url}#navpanes=0`} data-testid="voucher-frame" />
        ) : (
          <Skeleton active paragraph={{ rows: 12 }} className="voucher-sheet" />
        )}
      </div>
    </div>
  );
}
