import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Skeleton, Steps, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { FormRenderer } from '@/forms/form-renderer';
import { useT } from '@/lib/i18n';
import type { ApplicationDetail, HistoryEntry } from '../api/lifecycle-types';
import { buybackFlow } from './business-of-page';
import { BusinessDocumentsCard } from './business-documents-card';
import { ChargePaymentCard } from './charge-payment-card';
import { executedPath } from './executed-path';
import { actionLabel, detailNode, doneTaskState, nodeLabel, statusColor, statusLabel } from './flow-forms';
import { formatTime } from './format-time';
import { PledgeeConfirmationCard } from './pledgee-confirmation-card';

export interface BusinessDetailViewProps {
  application: ApplicationDetail;
  /** Shown between the head (status, executed path) and the history: a result, a charge. */
  children?: ReactNode;
}

/**
 * One application read-only: its head (serial number, status, voucher), its executed path, what
 * the page adds (children), its documents' download list, its history and its form at the
 * detail node. The business detail
 * (/process/ywlsDetail) and the dedicated detail pages (550100, 550115) show it.
 */
export function BusinessDetailView({ application, children }: BusinessDetailViewProps) {
  const t = useT();
  const formId = application.formId ?? null;
  const compiled = useCompiledForm({ formId: formId ?? '', nodeId: detailNode, taskItemState: doneTaskState, formVersion: application.formVersion });

  return (
    <div className="process-page" data-testid="business-detail">
      <Card size="small" className="process-head">
        <Descriptions
          title={application.bizTypeName}
          extra={
            <>
              {application.appId === buybackFlow && (
                <Link to={links.buybackDetail(application.bizSn)} data-testid="detail-buyback">
                  <Button>{t('buyback.title')}</Button>
                </Link>
              )}
              {application.ext5 ? (
                <Link to={links.processPdf(application.uuid)} data-testid="detail-print-voucher">
                  <Button type="primary" icon={<PrinterOutlined />}>
                    {t('detail.printVoucher')}
                  </Button>
                </Link>
              ) : null}
            </>
          }
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'bizSn', label: t('list.bizSn'), children: application.bizSn },
            {
              key: 'status',
              label: t('list.status'),
              children: (
                <Tag color={statusColor(application.status)} data-testid="detail-status">
                  {statusLabel(t, application.status)}
                </Tag>
              ),
            },
            { key: 'createdAt', label: t('list.createdAt'), children: formatTime(application.createdAt) },
            ...(application.chainHash
              ? [
                  {
                    key: 'chain',
                    label: t('detail.chain'),
                    span: 3,
                    children: (
                      <Typography.Text code copyable data-testid="detail-chain-hash">
                        {application.chainHash}
                      </Typography.Text>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Steps
          className="executed-path"
          size="small"
          data-testid="executed-path"
          items={executedPath(application).map((step, i) => ({
            key: `${step.node}-${i}`,
            status: step.status,
            title: nodeLabel(t, step.node),
            description: step.action ? actionLabel(t, step.action) : step.at ? formatTime(step.at) : undefined,
          }))}
        />
      </Card>
      <ChargePaymentCard bizSn={application.bizSn} charged={application.charge !== null && application.charge !== undefined} />
      <PledgeeConfirmationCard uuid={application.uuid} taskDone={application.status !== 'running'} />
      {children}
      <BusinessDocumentsCard application={application} />
      <Card size="small" title={t('detail.history')} className="process-history">
        <HistoryTimeline application={application} />
      </Card>
      {formId && compiled.data ? (
        <FormRenderer key={`${compiled.data.formId}/${application.uuid}`} form={compiled.data} initialData={application.formData} />
      ) : compiled.isLoading ? (
        <Skeleton active />
      ) : null}
    </div>
  );
}

/** Who did what at which node and when, with the memo; returns name the node sent back to. */
function HistoryTimeline({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const shown = application.history.filter((h) => h.event !== 'effect');
  if (shown.length === 0) return <Empty />;
  const text = (h: HistoryEntry) => {
    switch (h.event) {
      case 'started':
        return t('detail.event.started');
      case 'acted':
        return actionLabel(t, h.action);
      case 'returnedTo':
        return t('detail.event.returnedTo', { node: nodeLabel(t, h.to) });
      case 'ended':
        return t('detail.event.ended', { outcome: statusLabel(t, h.outcome) });
      default:
        return h.event;
    }
  };
  return (
    <Timeline
      data-testid="history"
      items={shown.map((h, i) => ({
        key: i,
        color: h.action === 'reject' || h.outcome === 'rejected' ? 'red' : h.action === 'return' || h.event === 'returnedTo' ? 'orange' : 'green',
        children: (
          <div className="history-entry" data-testid="history-entry">
            <div>
              <Typography.Text strong>{nodeLabel(t, h.node)}</Typography.Text>
              <Typography.Text> · {text(h)}</Typography.Text>
              {h.actor && <Typography.Text type="secondary"> · {application.people?.[h.actor] ?? h.actor}</Typography.Text>}
              <Typography.Text type="secondary"> · {formatTime(h.at)}</Typography.Text>
            </div>
            {h.memo && <div className="history-memo">{t('detail.memo', { memo: h.memo })}</div>}
          </div>
        ),
      }))}
    />
  );
}
