import { Alert, App, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useParamDetail } from '@/api/get-param-detail';
import { links } from '@/app/paths';
import { FormRenderer, scrollToField, type FormRendererHandle } from '@/forms/form-renderer';
import { errorText } from '@/forms/form-validator';
import type { FormData } from '@/forms/types';
import { useT } from '@/lib/i18n';
import { useKeptPagesStore } from '@/stores/kept-pages-store';
import { useChargeEstimate } from '../api/estimate-charge';
import { useApplicationDetail } from '../api/get-application-detail';
import { lifecycleFailureOf } from '../api/lifecycle-failure';
import { useSaveApplication } from '../api/save-application';
import { useWorkflowForm } from '../api/get-workflow-form';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { useSubmitApplication } from '../api/submit-application';
import { useAfterSubmit } from '../hooks/use-after-submit';
import { ChargeEstimateCard } from './charge-estimate-card';
import { newClickKey } from './click-key';
import { nodes } from './flow-forms';

/** A page of one business (e.g. /newInvestor/550130) fixes the appId the query would give. */
export interface ApplyPageProps {
  appId?: string;
  /**
   * The page keeps what was typed when the user goes elsewhere and comes back (01 §2: apply,
   * listedApplys and listedTrustApply), until it is saved, submitted or its tab closed.
   */
  keepsState?: boolean;
}

/**
 * /process/apply?appId=&nodeId=[&uuid=&bizSn=&src=]: the compiled form at the node, editable.
 * 提交 validates in the browser first (提示 【label】message and a scroll to the field), then
 * submits; a rule's question (428) is confirmed and resent; success asks about the voucher. A
 * charged business shows its fee as the form stands, and after the submit the way to pay it.
 * The dedicated pages of a business (/newInvestor/{flowkey}, /process/memberApplys…) render it
 * with their `appId`; their query then carries only nodeId, uuid, bizSn and src.
 */
export function ApplyPage({ appId: fixedAppId, keepsState = false }: ApplyPageProps = {}) {
  const t = useT();
  const { modal, message } = App.useApp();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const appId = fixedAppId ?? params.get('appId') ?? '';
  const nodeId = params.get('nodeId') || nodes.apply;
  const uuid = params.get('uuid') ?? undefined;
  const bizSn = params.get('bizSn');
  const returnTo = links.returnTarget(params.get('src'));
  const fromTodos = params.get('src') === 'bjotcTaskItem2';
  const workflow = useWorkflowForm(appId, nodeId, uuid);
  const stored = useApplicationDetail(uuid ? bizSn : null);
  const submit = useSubmitApplication();
  const save = useSaveApplication();
  const navigate = useNavigate();
  const afterSubmit = useAfterSubmit();
  const renderer = useRef<FormRendererHandle>(null);
  const busy = useRef(false);
  const chain = useParamDetail(blockchainParam);
  const keptKey = keepsState ? `${pathname}${search}` : null;
  // what was typed here before the user went elsewhere, read once as the page opens
  const [kept, setKept] = useState(() => (keptKey ? useKeptPagesStore.getState().forms[keptKey] : undefined));
  // the form as the user has it, for the charge's estimate (02 §3 "Payment")
  const [edited, setEdited] = useState<FormData | null>(kept ?? null);
  const estimate = useChargeEstimate(appId, uuid, edited ?? stored.data?.formData ?? workflow.data?.defaults ?? null);

  if (!appId) return <Result status="warning" title={t('apply.unknownApp', { appId })} />;
  if (workflow.isLoading || stored.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  /** The apply page of the business a rule sends the user to first (refuse_to). */
  const goTo = (redirectAppId: string) => navigate(links.apply({ appId: redirectAppId, nodeId: nodes.apply }));

  if (workflow.isError || !workflow.data) {
    // an entry rule's refusal (or an unknown business): its message, the way back and, when the
    // rule names the business to do first (未进行机构投资者认证… → 550032), the way there
    const refusal = workflow.error ? lifecycleFailureOf(workflow.error) : null;
    const redirect = refusal?.data.redirectAppId;
    return (
      <div data-testid="apply-refused">
        <Result
          status="warning"
          title={refusal?.msg || t('apply.unknownApp', { appId })}
          extra={[
            <Button key="back" onClick={() => navigate(-1)}>
              {t('apply.back')}
            </Button>,
            redirect && (
              <Button key="redirect" type="primary" onClick={() => goTo(redirect)} data-testid="apply-redirect">
                {t('apply.redirect')}
              </Button>
            ),
          ]}
        />
      </div>
    );
  }
  const form = workflow.data.form;
  const initialData = kept ?? stored.data?.formData ?? workflow.data.defaults;
  const forgetKept = () => {
    if (keptKey) useKeptPagesStore.getState().forget(keptKey);
  };
  const onChange = (data: FormData) => {
    setEdited(data);
    if (keptKey) useKeptPagesStore.getState().keepForm(keptKey, data);
  };
  /** 放弃: back to the stored draft (or the node's defaults). */
  const discardKept = () => {
    forgetKept();
    setKept(undefined);
    setEdited(null);
  };

  /** What the user has confirmed so far: the flow's question, and the sums by their texts. */
  const send = (confirmed: boolean, confirmedWarnings: string[]) => {
    const handle = renderer.current;
    if (!handle || busy.current) return;
    busy.current = true;
    submit.mutate(
      {
        appId,
        uuid,
        formData: handle.getSubmitData(),
        confirmed: confirmed || undefined,
        confirmedWarnings: confirmedWarnings.length > 0 ? confirmedWarnings : undefined,
        idempotencyKey: newClickKey(),
        source: fromTodos ? 'todo' : undefined,
      },
      {
        onSettled: () => {
          busy.current = false;
        },
        onSuccess: (answer) => {
          forgetKept();
          afterSubmit(answer, returnTo, estimate.data?.charged ?? false);
        },
        onError: (error) => {
          const failure = lifecycleFailureOf(error);
          if (failure.status === 401 || failure.status === 407) return;
          if (failure.status === 428 || failure.data.needsConfirmation) {
            modal.confirm({
              title: t('http.tip'),
              content: <span data-testid="submit-confirm">{failure.msg}</span>,
              okText: t('http.ok'),
              cancelText: t('apply.cancel'),
              // the sums are confirmed each by its text; a flow's question by `confirmed`
              onOk: () => (failure.data.warnings ? send(confirmed, failure.data.warnings) : send(true, confirmedWarnings)),
            });
            return;
          }
          const redirect = failure.data.redirectAppId;
          if (redirect) {
            modal.warning({
              title: t('http.tip'),
              content: <span data-testid="submit-failure">{failure.msg}</span>,
              okText: t('apply.redirect'),
              onOk: () => goTo(redirect),
            });
            return;
          }
          const errors = failure.data.errors ?? [];
          if (errors.length > 0) {
            handle.showErrors(errors);
            scrollToField(errors[0].field);
          }
          modal.warning({
            title: t('http.tip'),
            content: <span data-testid="submit-failure">{failure.msg || (errors[0] ? errorText(form, errors[0]) : t('http.unknown'))}</span>,
            okText: t('http.ok'),
          });
        },
      },
    );
  };

  /** 保存: the draft as it is, unchecked; a new draft's page then carries its uuid. */
  const onSave = () => {
    const handle = renderer.current;
    if (!handle || busy.current) return;
    busy.current = true;
    save.mutate(
      { appId, uuid, formData: handle.getSubmitData(), idempotencyKey: newClickKey() },
      {
        onSettled: () => {
          busy.current = false;
        },
        onSuccess: (answer) => {
          forgetKept();
          void message.success(t('apply.saved'));
          if (!uuid) {
            const src = fromTodos ? 'bjotcTaskItem2' : undefined;
            const draft = links.apply({ appId, nodeId, uuid: answer.uuid, bizSn: answer.bizSn, src });
            // a business's own page stays itself: only the query gains the draft
            navigate(fixedAppId ? `${pathname}?${draft.split('?')[1]}` : draft, { replace: true });
          }
        },
        onError: (error) => {
          const failure = lifecycleFailureOf(error);
          if (failure.status === 401 || failure.status === 407) return;
          modal.warning({
            title: t('http.tip'),
            content: <span data-testid="save-failure">{failure.msg || t('http.unknown')}</span>,
            okText: t('http.ok'),
          });
        },
      },
    );
  };

  const onSubmit = () => {
    const handle = renderer.current;
    if (!handle || busy.current) return;
    // browser validation first: the renderer shows 提示 【label】message and scrolls to the field
    if (handle.submit().length > 0) return;
    send(false, []);
  };

  return (
    <div className="process-page" data-testid="apply-page">
      <Card className="process-head" size="small">
        <Space align="center" wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="form-title">
              {form.title}
            </Typography.Title>
            {bizSn && <Tag>{bizSn}</Tag>}
            {nodeId === nodes.updateApply && <Tag color="orange">{t('apply.revise')}</Tag>}
          </Space>
          <Space>
            <Button onClick={onSave} loading={save.isPending} data-testid="save-button">
              {t('apply.save')}
            </Button>
            <Button type="primary" onClick={onSubmit} loading={submit.isPending} data-testid="submit-button">
              {t('apply.submit')}
            </Button>
          </Space>
        </Space>
        {nodeId === nodes.updateApply && <ReturnMemo memo={lastReturnMemo(stored.data)} />}
        {kept && (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            message={t('apply.keptRestored')}
            action={
              <Button size="small" onClick={discardKept} data-testid="kept-discard">
                {t('apply.keptDiscard')}
              </Button>
            }
            data-testid="kept-restored"
          />
        )}
        {chain.data?.paramValue === 'true' && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('apply.blockchainNotice')} data-testid="blockchain-notice" />
        )}
      </Card>
      <FormRenderer
        key={`${form.formId}/${form.nodeId}/${form.version}/${uuid ?? ''}/${kept ? 'kept' : 'stored'}`}
        ref={renderer}
        form={form}
        initialData={initialData}
        context={{ appId }}
        onChange={onChange}
        aside={<ChargeEstimateCard estimate={estimate.data} />}
      />
    </div>
  );
}

/** The parameter that switches the blockchain notice on: its value "true" shows it (spec 02 §4). */
export const blockchainParam = 'blockchain.isOpen';

/** The memo of the latest return: its task's memo, else the history entry's. */
function lastReturnMemo(detail: ApplicationDetail | undefined): string | null {
  const task = [...(detail?.tasks ?? [])].filter((x) => x.action === 'return' && x.memo).sort((a, b) => (b.closedAt ?? 0) - (a.closedAt ?? 0))[0];
  if (task?.memo) return task.memo;
  const entry = [...(detail?.history ?? [])].reverse().find((h) => (h.action === 'return' || h.event === 'returnedTo') && h.memo);
  return entry?.memo ?? null;
}

function ReturnMemo({ memo }: { memo: string | null }) {
  const t = useT();
  if (!memo) return null;
  return <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('apply.returnedMemo', { memo })} data-testid="return-memo" />;
}
