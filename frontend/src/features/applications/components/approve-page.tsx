import { Alert, App, Button, Card, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { FormRenderer, type FormRendererHandle } from '@/forms/form-renderer';
import { useT } from '@/lib/i18n';
import { useCompleteTask, type TaskAction } from '../api/complete-task';
import { useApplicationDetail } from '../api/get-application-detail';
import { useApprovalContext } from '../api/get-approval-context';
import { lifecycleFailureOf } from '../api/lifecycle-failure';
import { ApprovalContextPanel } from './approval-context-panel';
import { prefixedMemo } from './memo-prefix';
import { newClickKey } from './click-key';
import { nodeLabel } from './flow-forms';

const actions: { action: TaskAction; key: 'approve.pass' | 'approve.return' | 'approve.reject'; danger?: boolean; primary?: boolean }[] = [
  { action: 'approve', key: 'approve.pass', primary: true },
  { action: 'return', key: 'approve.return' },
  { action: 'reject', key: 'approve.reject', danger: true },
];

/** A business's own approve page (/process/listedApproves…) submits its memo under a prefix. */
export interface ApprovePageProps {
  /** 挂牌信息： / 托管信息： / 审批处理： (02 §5 "Form engine": the custom submit variants). */
  memoPrefix?: string;
}

/**
 * /process/approve?uuid=&bizSn=&taskNo=&nodeId=: what the approver decides on (the applicant,
 * the accounts by holder with their balances, the charge, the changes since the last return,
 * every earlier memo), the application's form read-only at the node with the memo (审批意见)
 * editable, and 通过 / 退回 / 驳回. The server's refusals (审批意见为必填项,
 * 无权处理该任务, 该任务已被处理，请刷新后查看) are shown in the 提示 dialog.
 */
export function ApprovePage({ memoPrefix }: ApprovePageProps = {}) {
  const t = useT();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const bizSn = params.get('bizSn') ?? '';
  const taskParam = Number(params.get('taskNo') ?? '');
  const taskNo = Number.isInteger(taskParam) && taskParam > 0 ? taskParam : undefined;
  const nodeId = params.get('nodeId') ?? '';
  const detail = useApplicationDetail(bizSn || null);
  const formId = detail.data?.formId ?? null;
  const compiled = useCompiledForm({ formId: formId ?? '', nodeId, formVersion: detail.data?.formVersion });
  const complete = useCompleteTask();
  const review = useApprovalContext(uuid || null);
  const parties = review.data?.parties;
  // the read-only form shows every account number with its holder's name
  const holderNames = useMemo(
    () => Object.fromEntries((parties ?? []).filter((p) => p.holderName).map((p) => [p.accountNumber, p.holderName as string])),
    [parties],
  );
  const renderer = useRef<FormRendererHandle>(null);
  const [ownMemo, setOwnMemo] = useState('');
  const busy = useRef(false);

  if (!uuid || !bizSn || !nodeId) return <Result status="warning" title={t('approve.missing')} />;
  if (detail.isLoading || compiled.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={detail.error?.message} />;
  if (!formId) return <Result status="warning" title={t('apply.unknownApp', { appId: detail.data?.appId ?? '' })} />;
  if (compiled.isError || !compiled.data || !detail.data) {
    return <Alert type="error" showIcon role="alert" message={t('form.preview.loadFailed')} description={compiled.error?.message} />;
  }
  const form = compiled.data;
  const application = detail.data;
  // the form carries the memo as an editable field at review nodes; otherwise the page does
  const memoInForm = form.editable.includes('memo');

  const act = (action: TaskAction) => {
    if (busy.current) return;
    const data = renderer.current?.getData() ?? {};
    const memo = prefixedMemo(memoInForm ? String(data.memo ?? '').trim() : ownMemo.trim(), memoPrefix);
    busy.current = true;
    complete.mutate(
      { uuid, taskNo, action, memo, idempotencyKey: newClickKey() },
      {
        onSettled: () => {
          busy.current = false;
        },
        onSuccess: () => {
          void message.success(t('approve.done'));
          navigate(paths.todoList);
        },
        onError: (error) => {
          const failure = lifecycleFailureOf(error);
          if (failure.status === 401 || failure.status === 407) return;
          if (failure.data.errors?.length) renderer.current?.showErrors(failure.data.errors);
          modal.warning({
            title: t('http.tip'),
            content: <span data-testid="approve-failure">{failure.msg}</span>,
            okText: t('http.ok'),
          });
        },
      },
    );
  };

  const open = application.status === 'running' && application.currentNode === nodeId;

  return (
    <div className="process-page" data-testid="approve-page">
      <Card className="process-head" size="small">
        <Space align="center" wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="form-title">
              {application.bizTypeName || form.title}
            </Typography.Title>
            <Tag>{application.bizSn}</Tag>
            <Tag color="blue">{nodeLabel(t, nodeId)}</Tag>
          </Space>
          <Space wrap>
            {actions.map(({ action, key, danger, primary }) => (
              <Button
                key={action}
                type={primary ? 'primary' : 'default'}
                danger={danger}
                loading={complete.isPending && complete.variables?.action === action}
                disabled={complete.isPending && complete.variables?.action !== action}
                onClick={() => act(action)}
                data-testid={`action-${action}`}
              >
                {t(key)}
              </Button>
            ))}
          </Space>
        </Space>
        {!open && <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('approve.notOpen')} />}
      </Card>
      <ApprovalContextPanel uuid={uuid} />
      <FormRenderer
        key={`${form.formId}/${form.nodeId}/${form.version}/${uuid}`}
        ref={renderer}
        form={form}
        initialData={application.formData}
        context={{ holderNames }}
        aside={
          memoInForm ? undefined : (
            <Card size="small" title={t('approve.memo')} className="approve-memo">
              <Input.TextArea
                aria-label={t('approve.memo')}
                value={ownMemo}
                maxLength={500}
                rows={4}
                onChange={(e) => setOwnMemo(e.target.value)}
                data-testid="approve-memo"
              />
            </Card>
          )
        }
      />
    </div>
  );
}
