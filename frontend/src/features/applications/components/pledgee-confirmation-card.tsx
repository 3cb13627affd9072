import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Image, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { saveBlob } from '@/forms/api/download-file';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useFaceRecPic } from '../api/get-face-rec-pic';
import { type PledgeeRow, pledgeeContractsQuery, usePledgeeContracts } from '../api/get-pledgee-contracts';
import { queryEContractInfo } from '../api/query-econtract-info';
import { useSendConfirmSms } from '../api/send-confirm-sms';
import { PledgeeSignerDialog } from './pledgee-signer-dialog';

const statusColor: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

/**
 * 质权人确认 (01 §3 "Pledgee info", §4, §7, §8): the pledgees of a pledge application with their
 * confirmation state. 重新发送确认短信 asks first, then says 短信已发送… or the server's msg (发送失败);
 * it is disabled once the business is done (`taskDone`) or the pledgee answered. 下载表单 only
 * for a pledgee who confirmed (status 1): the signed PDF. The face picture of the signing is
 * shown beside it. Staff register the pledgee's signing mobile first (登记签约手机); until then
 * no SMS can go. A business without pledgees shows nothing.
 */
export function PledgeeConfirmationCard({ uuid, taskDone }: { uuid: string; taskDone: boolean }) {
  const t = useT();
  const contracts = usePledgeeContracts(uuid);
  if (contracts.isLoading) return null;
  if (contracts.isError) {
    const missing = contracts.error instanceof ApiError && contracts.error.status === 404;
    return missing ? null : <Alert type="error" showIcon message={t('pledgee.loadFailed')} data-testid="pledgee-load-failed" />;
  }
  const data = contracts.data;
  if (!data || data.records.length === 0) return null;
  const done = taskDone || data.done;
  return (
    <Card size="small" title={t('pledgee.title')} data-testid="pledgee-confirmation">
      <Table<PledgeeRow>
        size="small"
        rowKey="uuid"
        pagination={false}
        dataSource={data.records}
        columns={[
          { title: t('pledgee.name'), dataIndex: 'name', key: 'name' },
          { title: t('pledgee.certNo'), dataIndex: 'certNo', key: 'certNo' },
          {
            title: t('pledgee.status'),
            key: 'status',
            render: (_v, row) => (
              <Space direction="vertical" size={0}>
                <Tag color={statusColor[row.status] ?? 'default'} data-testid={`pledgee-status-${row.uuid}`}>
                  {statusText(t, row.status)}
                </Tag>
                {row.refusal ? <Typography.Text type="secondary">{row.refusal}</Typography.Text> : null}
              </Space>
            ),
          },
          { title: t('pledgee.smsSentAt'), key: 'smsSentAt', render: (_v, row) => row.smsSentAt ?? '-' },
          {
            title: t('pledgee.actions'),
            key: 'actions',
            render: (_v, row) => <PledgeeActions row={row} uuid={uuid} done={done} />,
          },
          {
            title: t('pledgee.face'),
            key: 'face',
            render: (_v, row) => (row.hasFacePicture ? <FacePicture pledgee={row.uuid} /> : '-'),
          },
        ]}
      />
    </Card>
  );
}

function statusText(t: ReturnType<typeof useT>, status: number) {
  return status === 1 ? t('pledgee.confirmed') : status === 2 ? t('pledgee.refused') : t('pledgee.waiting');
}

function PledgeeActions({ row, uuid, done }: { row: PledgeeRow; uuid: string; done: boolean }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const send = useSendConfirmSms();
  const [downloading, setDownloading] = useState(false);
  const staff = useCurrentUserInfo().data?.landingMode === 'mgr';
  const answered = row.status !== 0;

  const resend = () => {
    modal.confirm({
      title: t('http.tip'),
      content: <span data-testid="pledgee-sms-confirm">{t('pledgee.smsConfirm')}</span>,
      okText: t('http.ok'),
      cancelText: t('apply.cancel'),
      onOk: () =>
        send.mutate(row.uuid, {
          onSuccess: () => {
            void message.success(t('pledgee.smsSent'));
            void client.invalidateQueries({ queryKey: pledgeeContractsQuery(uuid).queryKey });
          },
          onError: (error) => {
            if (error instanceof ApiError && (error.status === 401 || error.status === 407)) return;
            // the server's msg when it gave one, else 发送失败
            const said = error instanceof ApiError && error.outcome.kind === 'failure' ? error.outcome.text : null;
            void message.error(said ?? t('pledgee.smsFailed'));
          },
        }),
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      const file = await queryEContractInfo(row.uuid, row.originalName ?? `${row.bizSn}.pdf`);
      if (file.blob.size === 0) throw new Error(t('pledgee.pdfFailed'));
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : t('form.file.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space size={4}>
      {staff && <PledgeeSignerDialog row={row} uuid={uuid} disabled={done || answered} />}
      <Button type="link" size="small" disabled={done || answered || !row.registered} loading={send.isPending} onClick={resend} data-testid={`pledgee-resend-${row.uuid}`}>
        {t('pledgee.resend')}
      </Button>
      {row.status === 1 && (
        <Button type="link" size="small" loading={downloading} onClick={() => void download()} data-testid={`pledgee-download-${row.uuid}`}>
          {t('pledgee.download')}
        </Button>
      )}
    </Space>
  );
}

function FacePicture({ pledgee }: { pledgee: string }) {
  const t = useT();
  const picture = useFaceRecPic(pledgee, true);
  const [src, setSrc] = useState<string | null>(null);
  const blob = picture.data?.blob;
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  if (picture.isError) return <Typography.Text type="danger">{t('pledgee.faceFailed')}</Typography.Text>;
  if (!src) return null;
  return (
    <span data-testid={`pledgee-face-${pledgee}`}>
      <Image src={src} width={64} alt={t('pledgee.face')} />
    </span>
  );
}
