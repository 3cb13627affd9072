import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useBindUser, useBindingCandidates, type CandidateKind, type UserRow } from '../api/user-admin';

interface Chosen {
  value: string;
  label: string;
}

/** A multiple select of companies or register accounts, searched on the server as one types. */
function CandidateSelect({ kind, open, value, onChange, testId }: {
  kind: CandidateKind;
  open: boolean;
  value: Chosen[];
  onChange: (value: Chosen[]) => void;
  testId: string;
}) {
  const t = useT();
  const [key, setKey] = useState('');
  const candidates = useBindingCandidates(kind, key, open);
  useEffect(() => setKey(''), [open]);
  return (
    <Select<Chosen[]>
      mode="multiple"
      labelInValue
      showSearch
      filterOption={false}
      allowClear
      value={value}
      onChange={(chosen) => onChange(chosen.map((c) => ({ value: String(c.value), label: String(c.label) })))}
      onSearch={setKey}
      loading={candidates.isFetching}
      placeholder={t(kind === 'company' ? 'userAdmin.companySearch' : 'userAdmin.accountSearch')}
      notFoundContent={candidates.isError ? candidates.error.message : undefined}
      options={(candidates.data ?? []).map((c) => ({ value: c.id, label: c.label }))}
      data-testid={testId}
    />
  );
}

/**
 * 绑定 a user to companies and register accounts: both searched on the server, the user's current
 * bindings chosen at first; saving replaces them all. The server's refusal (企业不存在 …) shows in
 * the dialog, which stays open.
 */
export function UserBindModal({ user, onClose }: { user: UserRow | null; onClose: (saved: boolean) => void }) {
  const t = useT();
  const open = user !== null;
  const bind = useBindUser();
  const [companies, setCompanies] = useState<Chosen[]>([]);
  const [accounts, setAccounts] = useState<Chosen[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setFailure(null);
    setCompanies((user?.companies ?? []).map((c) => ({ value: c.companyId, label: c.companyName })));
    setAccounts((user?.accounts ?? []).map((a) => ({ value: a.holderUuid, label: `${a.accountNumber} ${a.holderName}` })));
  }, [user]);

  const save = () => {
    if (!user) return;
    setFailure(null);
    bind.mutate(
      { userId: user.id, companyIds: companies.map((c) => c.value), holderUuids: accounts.map((a) => a.value) },
      { onSuccess: () => onClose(true), onError: (e) => setFailure(e.message) },
    );
  };

  return (
    <Modal
      open={open}
      title={t('userAdmin.bindTitle', { account: user?.account ?? '' })}
      okText={t('userAdmin.ok')}
      cancelText={t('userAdmin.cancel')}
      confirmLoading={bind.isPending}
      onOk={save}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'user-bind-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="user-bind-failure" />}
      <Typography.Paragraph type="secondary">{t('userAdmin.bindHint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('userAdmin.companies')}>
          <CandidateSelect kind="company" open={open} value={companies} onChange={setCompanies} testId="user-bind-companies" />
        </Form.Item>
        <Form.Item label={t('userAdmin.accounts')}>
          <CandidateSelect kind="account" open={open} value={accounts} onChange={setAccounts} testId="user-bind-accounts" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
