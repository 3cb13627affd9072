import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { QrLink } from '@/components/qr-link';
import { useShortLink } from '../api/get-short-link';
import { useVoucher, type Voucher } from '../api/get-voucher';
import './voucher-page.css';

/**
 * What the voucher frame may do: its document stays same-origin (so that the page can print it
 * and read its height) and may open the print dialog; it runs no scripts, submits no forms and
 * opens no windows.
 */
export const voucherSandbox = 'allow-same-origin allow-modals';

/** An A4 sheet, 297 mm high, in CSS pixels (96 per inch). */
const a4HeightPx = Math.round((297 / 25.4) * 96);

/**
 * /process_pdf?uuid=: the voucher (业务凭证) of a completed business, printed from the browser.
 * A toolbar names the business, its serial number and its chain hash, with 打印 and 返回 (to the
 * business detail); the server's HTML voucher is shown below as an A4 sheet in a sandboxed frame.
 */
export function VoucherPage() {
  const t = useT();
  const navigate = useNavigate();
  const uuid = useSearchParams()[0].get('uuid');
  const voucher = useVoucher(uuid);

  const backToList = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.bizApplication)} data-testid="voucher-back">
      {t('voucher.back')}
    </Button>
  );
  if (!uuid) {
    return (
      <div data-testid="voucher-missing">
        <Result status="warning" title={t('voucher.missing')} extra={backToList} />
      </div>
    );
  }
  if (voucher.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (voucher.isError || !voucher.data) {
    const refused = voucher.error instanceof ApiError && voucher.error.status === 400;
    return (
      <div role="alert" data-testid="voucher-error">
        <Result status={refused ? 'warning' : 'error'} title={voucher.error?.message || t('voucher.loadFailed')} extra={backToList} />
      </div>
    );
  }
  return <VoucherSheet voucher={voucher.data} />;
}

function VoucherSheet({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(a4HeightPx);
  const title = t('voucher.heading', { bizTypeName: voucher.bizTypeName });
  const link = useShortLink(voucher.uuid);

  // a voucher longer than one sheet grows the frame instead of scrolling inside it
  const fit = () => {
    const content = frame.current?.contentDocument?.documentElement.scrollHeight ?? 0;
    setHeight(Math.max(a4HeightPx, content));
  };
  const print = () => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    win.focus();
    win.print();
  };

  return (
    <div className="process-page" data-testid="voucher-page">
      <Card
        size="small"
        className="process-head voucher-toolbar"
        title={<span data-testid="voucher-title">{title}</span>}
        extra={
          <Space>
            <Button type="primary" icon={<PrinterOutlined />} onClick={print} data-testid="voucher-print">
              {t('voucher.print')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(links.businessDetail(voucher.bizSn))} data-testid="voucher-back">
              {t('voucher.back')}
            </Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 1, lg: 3, xl: 3, xxl: 3 }}
          items={[
            { key: 'bizSn', label: t('voucher.bizSn'), children: <span data-testid="voucher-biz-sn">{voucher.bizSn}</span> },
            {
              key: 'chain',
              label: t('voucher.chain'),
              span: 2,
              children: (
                <Typography.Text code copyable data-testid="voucher-chain-hash">
                  {voucher.chainHash}
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
      <div className="voucher-desk">
        <iframe
          ref={frame}
          className="voucher-sheet"
          title={title}
          sandbox={voucherSandbox}
          srcDoc={voucher.html}
          style={{ height }}
          onLoad={fit}
          data-testid="voucher-frame"
        />
      </div>
    </div>
  );
}
