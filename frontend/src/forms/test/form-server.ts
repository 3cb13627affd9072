// The compiled form's calls answered by the fake server: the form itself, its validation, the
// dictionaries and the region tree, plus whatever a test adds.
import { fakeApi } from '@/test/fake-api';
import type { CompiledForm } from '../types';

const dictionaries: Record<string, { dictKey: string; dictValue: string }[]> = {
  transfersType: [
    { dictKey: '1', dictValue: '协议转让' },
    { dictKey: '4', dictValue: '继承' },
  ],
};

export function serverWith(form: CompiledForm, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/rem-registrationbizweb/otc-flow/form/compiled': () => ({ data: form }),
    'POST /api/rem-registrationbizweb/otc-flow/form/validate': () => ({ data: { valid: true, errors: [], formData: {} } }),
    'GET /api/blade-system/dict-biz/dictionary': (config) => ({ data: dictionaries[String(config.params?.code)] ?? [] }),
    'GET /api/blade-system/region/lazy-tree': () => ({ data: [{ value: '61', title: '陕西省', hasChildren: true }] }),
    ...extra,
  });
}
