import { AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects, httpClient } from '@/lib/http/client';
import { signedIn } from '@/test/fixtures';
import { savedFiles } from '@/test/saved-files';
import { downloadBpmn } from './download-bpmn';
import { downloadExport } from './download-export';
import { fileNameOf } from '@/lib/http/file-answer';

/** Answers every call with a status, a body and headers, recording what was asked. */
function answer(status: number, data: unknown, headers: Record<string, string> = {}) {
  const seen: { url?: string; params?: unknown; headers?: AxiosHeaders; responseType?: string }[] = [];
  httpClient.defaults.adapter = async (config) => {
    seen.push({ url: config.url, params: config.params, headers: AxiosHeaders.from(config.headers), responseType: config.responseType });
    return { status, statusText: '', data, headers, config };
  };
  return seen;
}

describe('studio downloads', () => {
  const navigate = vi.fn();
  const saved = savedFiles();
  beforeEach(() => {
    signedIn('mgr');
    configureHttpEffects({ navigate });
  });

  it('fetches the export with the auth headers and saves it under the server-given name', async () => {
    const seen = answer(200, new Blob(['{}'], { type: 'application/json' }), { 'content-disposition': 'attachment; filename="550004.json"' });
    await expect(downloadExport({ kind: 'flow', key: '550004', version: 2 })).resolves.toBe('550004.json');
    expect(seen[0].url).toBe('/api/rem-registrationbizweb/otc-flow/studio/export');
    expect(seen[0].params).toEqual({ kind: 'flow', key: '550004', version: 2 });
    expect(seen[0].headers?.get('Blade-Auth')).toBe('bearer tok');
    expect(seen[0].responseType).toBe('blob');
    expect(saved).toEqual(['550004.json']);
  });

  it('names a BPMN file itself when the server gives no name', async () => {
    answer(200, new Blob(['<definitions/>'], { type: 'application/xml' }));
    await expect(downloadBpmn({ appId: '550004', version: 'draft' })).resolves.toBe('550004-draft.bpmn');
  });

  it('sends a 403 to the forbidden page and throws the refusal of other failures', async () => {
    const refusal = (code: number, msg: string) => new Blob([JSON.stringify({ code, success: false, data: null, msg })], { type: 'application/json' });
    answer(403, refusal(403, '无权访问流程与表单设计'));
    await expect(downloadExport({ kind: 'form', key: 'share_transfer', version: 1 })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/403');

    answer(404, refusal(404, '版本不存在'));
    await expect(downloadExport({ kind: 'form', key: 'share_transfer', version: 9 })).rejects.toThrow('版本不存在');
    expect(saved).toEqual([]);
  });

  it('reads RFC 5987 and plain file names', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E8%82%A1.json")).toBe('股.json');
    expect(fileNameOf('attachment; filename=550004-v2.bpmn')).toBe('550004-v2.bpmn');
    expect(fileNameOf(undefined)).toBeNull();
  });
});
