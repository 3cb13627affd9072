import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { listStartableFlows } from './list-startable-flows';

const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';

describe('listStartableFlows', () => {
  beforeEach(() => signedIn('personalholder'));

  it('GETs the flows the landing mode may start and answers them as given', async () => {
    const flows = [
      { appId: '550004', name: '股份转让', category: '投资者业务' },
      { appId: '550115', name: '业务申请（末节点决定去向）', category: '其他业务' },
    ];
    const api = fakeApi({ [STARTABLE]: () => ({ data: flows }) });
    await expect(listStartableFlows()).resolves.toEqual(flows);
    expect(api.of(STARTABLE)).toHaveLength(1);
    expect(api.of(STARTABLE)[0].headers['Blade-Auth']).toBe('bearer tok');
  });

  it('rejects with the server message, without a dialog of its own', async () => {
    fakeApi({ [STARTABLE]: () => ({ status: 500, msg: '服务异常' }) });
    await expect(listStartableFlows()).rejects.toThrow('服务异常');
  });
});
