import { Alert, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { generateBenchForm } from './bench-form';
import { MeasuredForm } from './measured-form';
import { registerRows } from './register-rows';

/** The generated 250-field form with three tables, no server needed. */
function GeneratedBench() {
  const { form, data } = useMemo(() => generateBenchForm(), []);
  return (
    <>
      <Typography.Title level={4}>{form.title}</Typography.Title>
      <MeasuredForm form={form} data={data} />
    </>
  );
}

/**
 * A form definition compiled by the server (`e2e/bench/form-bench.mjs` answers the call from
 * forms/tests/golden/compiled.json), its shareholder register `shareHolderList` filled with `rows`
 * natural persons; the measuring starts once the form has arrived.
 */
function CompiledBench({ formId, nodeId, rows }: { formId: string; nodeId: string; rows: number }) {
  const compiled = useCompiledForm({ formId, nodeId });
  const data = useMemo(() => ({ shareHolderList: registerRows(rows) }), [rows]);
  if (compiled.isLoading) return <Skeleton active />;
  if (!compiled.data) return <Alert type="error" showIcon message={`${formId}/${nodeId}: ${compiled.error?.message ?? ''}`} />;
  return (
    <>
      <Typography.Title level={4}>
        {compiled.data.title}（{rows}）
      </Typography.Title>
      <MeasuredForm form={compiled.data} data={data} />
    </>
  );
}

/**
 * /formBench: the generated form; /formBench?formId=company_registration&nodeId=apply&rows=500: a
 * compiled form with a shareholder register of that many rows.
 */
export function FormBenchPage() {
  const [params] = useSearchParams();
  const formId = params.get('formId');
  return (
    <div style={{ padding: 16 }}>
      {formId ? <CompiledBench formId={formId} nodeId={params.get('nodeId') ?? 'apply'} rows={Number(params.get('rows') ?? 500)} /> : <GeneratedBench />}
    </div>
  );
}
