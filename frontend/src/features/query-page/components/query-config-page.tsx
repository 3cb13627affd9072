import { App, Alert, Button, Card, Col, Input, Modal, Result, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import {
  checkQueryConfig,
  discardQueryDraft,
  getQueryConfig,
  publishQueryConfig,
  saveQueryDraft,
  useQueryConfig,
  useQueryConfigs,
  useQuerySources,
  type QueryCheck,
} from '../api/query-config';
import { QueryDiffModal } from './query-diff-modal';
import { QuerySourceFields } from './query-source-fields';

/** What a new page starts from: a valid definition on the first source, to be changed. */
export const NEW_DEFINITION = `{
  "pageKey": "newQuery1",
  "title": "新查询页面",
  "source": "applications",
  "columns": [
    { "prop": "bizSn" },
    { "prop": "bizTypeName" },
    { "prop": "status" },
    { "prop": "createdAt" }
  ],
  "filters": [
    { "prop": "bizSn", "widget": "input" },
    { "prop": "status", "widget": "select" }
  ],
  "sort": { "prop": "createdAt", "order": "desc" },
  "actions": [{ "action": "detail" }],
  "pageSizes": [10, 20, 30],
  "roles": ["first_reviewer", "recheck_reviewer", "analyst", "administrator"]
}
`;

function sourceOf(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as { source?: unknown };
    return typeof value.source === 'string' ? value.source : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /queryConfig/add and /queryConfig/edit/{pageKey} (analysts): a query page's definition as
 * text, checked by the server as a publication is (unknown sources, columns, widgets, actions,
 * roles refused by name), published as its next version with a reason; its versions listed
 * and loadable, each compared with the draft (or the latest version); a draft kept, finished or
 * not, without reaching the page's users, until it is published or discarded; the chosen
 * source's fields beside it.
 */
export function QueryConfigPage() {
  const t = useT();
  const { pageKey } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const pages = useQueryConfigs();
  const detail = useQueryConfig(pageKey);
  const sources = useQuerySources();
  const [text, setText] = useState(pageKey ? '' : NEW_DEFINITION);
  const [check, setCheck] = useState<QueryCheck | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);

  // a kept draft is where the analyst left off
  useEffect(() => {
    if (detail.data) setText(detail.data.draft?.text ?? detail.data.text);
  }, [detail.data]);
  useEffect(() => setCheck(null), [text]);
  const source = useMemo(() => sourceOf(text), [text]);

  const refused = pages.error ?? detail.error;
  if (refused) {
    const status = refused instanceof ApiError ? refused.status : undefined;
    return (
      <div data-testid="query-config-refused">
        <Result status={status === 403 ? '403' : status === 404 ? '404' : 'error'} title={status ?? ''} subTitle={refused.message} />
      </div>
    );
  }

  const runCheck = () => {
    setBusy(true);
    checkQueryConfig(text)
      .then(setCheck)
      .catch((e: Error) => void message.error(e.message))
      .finally(() => setBusy(false));
  };
  const publish = () => {
    setBusy(true);
    publishQueryConfig(text, reason)
      .then(({ pageKey: key, version }) => {
        setPublishing(false);
        setReason('');
        void message.success(t('queryConfig.published', { key, version }));
        void queryClient.invalidateQueries({ queryKey: ['query-config'] });
        void queryClient.invalidateQueries({ queryKey: ['query-page', key] });
        navigate(links.queryConfigEdit(key), { replace: true });
      })
      .catch((e: Error) => {
        const problems = e instanceof ApiError ? (e.data as { problems?: string[] } | undefined)?.problems : undefined;
        if (problems) {
          setPublishing(false);
          setCheck({ ok: false, problems, pageKey: null });
        }
        void message.error(e.message);
      })
      .finally(() => setBusy(false));
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['query-config'] });
  const saveDraft = () => {
    setBusy(true);
    saveQueryDraft(text)
      .then((saved) => {
        void message.success(t('queryConfig.draftSaved'));
        refresh();
        if (saved.pageKey !== pageKey) navigate(links.queryConfigEdit(saved.pageKey), { replace: true });
        // after the navigation: the text's effect would clear it
        setTimeout(() => setCheck(saved), 0);
      })
      .catch((e: Error) => void message.error(e.message))
      .finally(() => setBusy(false));
  };
  const discardDraft = () => {
    if (!pageKey) return;
    discardQueryDraft(pageKey)
      .then(() => {
        void message.success(t('queryConfig.discarded'));
        if (detail.data?.version == null) navigate(paths.queryConfigAdd, { replace: true });
        else setText(detail.data.text);
        refresh();
      })
      .catch((e: Error) => void message.error(e.message));
  };
  const load = (version: number) => {
    if (!pageKey) return;
    getQueryConfig(pageKey, version)
      .then((v) => setText(v.text))
      .catch((e: Error) => void message.error(e.message));
  };

  return (
    <Card
      title={pageKey ? t('queryConfig.editTitle', { title: detail.data?.title ?? pageKey }) : t('queryConfig.addTitle')}
      data-testid="query-config"
      extra={
        <Space>
          <Select
            style={{ width: 260 }}
            placeholder={t('queryConfig.choose')}
            value={pageKey}
            data-testid="query-config-choose"
            options={(pages.data ?? []).map((p) => ({ value: p.pageKey, label: `${p.title}（${p.pageKey}）v${p.version}` }))}
            onChange={(key: string) => navigate(links.queryConfigEdit(key))}
          />
          <Button onClick={() => navigate(paths.queryConfigAdd)} data-testid="query-config-new">
            {t('queryConfig.new')}
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col span={14}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 24, maxRows: 40 }}
            spellCheck={false}
            style={{ fontFamily: 'monospace', fontSize: 13 }}
            aria-label={t('queryConfig.text')}
            data-testid="query-config-text"
          />
          {detail.data?.draft && (
            <Alert
              style={{ marginBottom: 12 }}
              type="info"
              showIcon
              data-testid="query-config-draft"
              message={
                detail.data.draft.baseVersion > 0
                  ? t('queryConfig.draftOf', { by: detail.data.draft.updatedBy, at: detail.data.draft.updatedAt, base: detail.data.draft.baseVersion })
                  : t('queryConfig.newDraftOf', { by: detail.data.draft.updatedBy, at: detail.data.draft.updatedAt })
              }
              action={
                <Button size="small" danger onClick={discardDraft} data-testid="query-config-discard">
                  {t('queryConfig.discardDraft')}
                </Button>
              }
            />
          )}
          <Space style={{ marginTop: 12 }}>
            <Button onClick={runCheck} loading={busy && !publishing} data-testid="query-config-check">
              {t('queryConfig.check')}
            </Button>
            <Button onClick={saveDraft} disabled={busy} data-testid="query-config-save-draft">
              {t('queryConfig.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => setPublishing(true)} data-testid="query-config-publish">
              {t('queryConfig.publish')}
            </Button>
            {pageKey && (
              <Button onClick={() => navigate(links.queryPage(pageKey))} data-testid="query-config-open">
                {t('queryConfig.open')}
              </Button>
            )}
          </Space>
          {check && (
            <Alert
              style={{ marginTop: 12 }}
              type={check.ok ? 'success' : 'error'}
              showIcon
              data-testid="query-config-problems"
              message={check.ok ? t('queryConfig.checkPassed') : t('queryConfig.problems', { n: check.problems.length })}
              description={check.ok ? undefined : <ul style={{ margin: 0, paddingLeft: 18 }}>{check.problems.map((p) => <li key={p}>{p}</li>)}</ul>}
            />
          )}
        </Col>
        <Col span={10}>
          <QuerySourceFields sources={sources.data} source={source} />
          {detail.data && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('queryConfig.versions')}
              </Typography.Title>
              <Table
                size="small"
                rowKey="version"
                pagination={false}
                dataSource={detail.data.versions}
                data-testid="query-config-versions"
                columns={[
                  { title: t('queryConfig.version'), key: 'version', render: (_, v) => <Tag>v{v.version}</Tag> },
                  { title: t('queryConfig.publishedBy'), dataIndex: 'publishedBy' },
                  { title: t('queryConfig.publishedAt'), dataIndex: 'publishedAt' },
                  { title: t('queryConfig.reason'), dataIndex: 'reason' },
                  {
                    title: '',
                    key: 'load',
                    render: (_, v) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => load(v.version)}>
                          {t('queryConfig.load')}
                        </Button>
                        {(detail.data?.draft || v.version !== detail.data?.version) && (
                          <Button type="link" size="small" onClick={() => setComparing(v.version)} data-testid={`query-config-compare-${v.version}`}>
                            {t('queryConfig.compare')}
                          </Button>
                        )}
                      </Space>
                    ),
                  },
                ]}
              />
            </>
          )}
        </Col>
      </Row>
      <QueryDiffModal
        pageKey={pageKey}
        from={comparing}
        to={detail.data?.draft ? 'draft' : String(detail.data?.version ?? '')}
        onClose={() => setComparing(null)}
      />
      <Modal
        open={publishing}
        title={t('queryConfig.publish')}
        okText={t('queryConfig.publish')}
        confirmLoading={busy}
        onOk={publish}
        onCancel={() => setPublishing(false)}
        okButtonProps={{ disabled: reason.trim() === '', ...{ 'data-testid': 'query-config-publish-ok' } }}
      >
        <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} placeholder={t('queryConfig.reasonHint')} data-testid="query-config-reason" />
      </Modal>
    </Card>
  );
}
