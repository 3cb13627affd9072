import { QRCode, Space, Spin, Typography } from 'antd';
import { useT } from '@/lib/i18n';

/** 03 §9: the QR code is 120 by 120. */
export const qrSize = 120;

export interface QrLinkProps {
  /** the link the code carries; none while loading, failed or waiting */
  link?: string;
  loading?: boolean;
  /** the failure shown instead of the code */
  error?: string;
  /** shown when there is nothing to ask for yet */
  waiting?: string;
  testId?: string;
}

/**
 * A short link as a 120 × 120 QR code with the link beneath (03 §1 "QR-code display", §7, §9),
 * drawn by antd's QRCode (no dependency of its own); a failure is said in words, never as an
 * empty square.
 */
export function QrLink({ link, loading, error, waiting, testId = 'qr-link' }: QrLinkProps) {
  const t = useT();
  if (loading) return <Spin size="small" data-testid={`${testId}-loading`} />;
  if (error || !link) {
    return (
      <Typography.Text type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined} data-testid={`${testId}-${error ? 'error' : 'waiting'}`}>
        {error ?? waiting ?? t('qr.waiting')}
      </Typography.Text>
    );
  }
  return (
    <Space direction="vertical" size={4} align="center" data-testid={testId}>
      <QRCode value={link} size={qrSize} bordered={false} type="svg" data-testid={`${testId}-code`} />
      <Typography.Link href={link} target="_blank" rel="noreferrer" copyable data-testid={`${testId}-text`}>
        {link}
      </Typography.Link>
    </Space>
  );
}
