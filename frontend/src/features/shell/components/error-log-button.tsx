import { BugOutlined } from '@ant-design/icons';
import { App, Badge, Button, Modal, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { type ErrorLogEntry, useErrorLogStore } from '@/stores/error-log-store';
import { uploadErrorLogs } from '../api/upload-error-logs';

const typeColours: Record<ErrorLogEntry['type'], string> = { error: 'red', ajax: 'orange', info: 'blue' };

/**
 * The top bar's error log (spec 01 §2 "Error log viewer"): a badge counting the entries (at most
 * 99+), a dialog listing them, 上传服务器 and 清空本地日志, each asked first (01 §8: 发送成功 / 清空成功).
 */
export function ErrorLogButton({ className }: { className: string }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const logs = useErrorLogStore((s) => s.logs);
  const clear = useErrorLogStore((s) => s.clear);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const send = () =>
    modal.confirm({
      title: t('logs.title'),
      content: t('logs.sendConfirm'),
      onOk: async () => {
        setSending(true);
        try {
          await uploadErrorLogs(logs);
          clear();
          setOpen(false);
          void message.success(t('logs.sent'));
        } catch {
          // the request layer has said why
        } finally {
          setSending(false);
        }
      },
    });
  const empty = () =>
    modal.confirm({
      title: t('logs.title'),
      content: t('logs.clearConfirm'),
      onOk: () => {
        clear();
        setOpen(false);
        void message.success(t('logs.cleared'));
      },
    });

  return (
    <>
      <Tooltip title={t('logs.title')}>
        <Badge count={logs.length} overflowCount={99} size="small" offset={[-6, 6]}>
          <Button
            type="text"
            icon={<BugOutlined />}
            className={className}
            aria-label={t('logs.title')}
            data-testid="error-log-button"
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Modal
        open={open}
        title={t('logs.title')}
        width={960}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button danger disabled={logs.length === 0} onClick={empty} data-testid="error-log-clear">
              {t('logs.clear')}
            </Button>
            <Button type="primary" disabled={logs.length === 0} loading={sending} onClick={send} data-testid="error-log-send">
              {t('logs.send')}
            </Button>
          </Space>
        }
      >
        <Table<ErrorLogEntry & { key: number }>
          data-testid="error-log-table"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={logs.map((log, key) => ({ ...log, key }))}
          expandable={{
            rowExpandable: (log) => Boolean(log.stack),
            expandedRowRender: (log) => <Typography.Text code className="error-log-stack">{log.stack}</Typography.Text>,
          }}
          columns={[
            { title: t('logs.type'), dataIndex: 'type', width: 90, render: (type: ErrorLogEntry['type']) => <Tag color={typeColours[type]}>{t(`logs.kind.${type}`)}</Tag> },
            { title: t('logs.url'), dataIndex: 'url', width: 220, ellipsis: true },
            { title: t('logs.message'), dataIndex: 'message', ellipsis: true },
            { title: t('logs.time'), dataIndex: 'time', width: 170 },
          ]}
        />
      </Modal>
    </>
  );
}
