import { expect, type Api } from './fixtures';

/**
 * 西安秦创智能科技股份有限公司 (秦创智能), bound to org_demo and not in custody in the seed: the
 * specs whose story needs an enterprise in custody take it in through the API (550001, approved by
 * both reviewers), as company-dossier.spec.ts does in the browser.
 */
export const qinchuang = { name: '西安秦创智能科技股份有限公司', shortName: '秦创智能', idNumber: '91610131MA6TQC0011' };

export const custodyForm = {
  name: qinchuang.name, shortName: qinchuang.shortName, idType: '11', idNumber: qinchuang.idNumber, companyType: '2',
  registeredCapital: '30000000', productCode: '610016', faceValue: '1', registeredAddress: '陕西省西安市高新区锦业路69号创业研发园A座',
  registryDate: '2012-08-16', provinceCityDistrictCode: { province: '610000', city: '610100', district: '610113' },
  industryCascader: ['C', 'C34'], legalName: '秦明', legalIdType: '1', legalIdNumber: '610113197806150036', legalMobile: '13991234567',
  jbrName: '李华', jbrPhoneEnc: '13800000001', totalShares: 30000000,
  shareHolderList: [{ organType: '2', holderName: '秦明', certType: '1', certificateNo: '610113197806150036', volume: 30000000 }],
};

/**
 * Takes 秦创智能 into custody through the API unless it already is; `changes` overrides fields of
 * the form (a company type the administrator has just added, say).
 */
export async function takeIntoCustody(api: Api, changes: Partial<typeof custodyForm> = {}) {
  const org = await api.token('org_demo');
  const record = await api.get(org, '/api/rem-registrationbizweb/companyHitech/detailInfoByUUID?uuid=c-qinchuang');
  if (record.isRegister === 1) return;
  const formData = { ...custodyForm, ...changes };
  const filed = await api.post(org, '/api/rem-registrationbizweb/application/submit', { appId: '550001', formData });
  for (const reviewer of ['staff_first', 'staff_recheck']) {
    const token = await api.token(reviewer);
    await api.post(token, '/api/rem-registrationbizweb/taskItem/complete', { uuid: filed.uuid, action: 'approve', memo: '同意' });
  }
  const after = await api.get(org, '/api/rem-registrationbizweb/companyHitech/detailInfoByUUID?uuid=c-qinchuang');
  expect(after.isRegister).toBe(1);
}
