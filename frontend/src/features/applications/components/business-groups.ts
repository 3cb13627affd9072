/** 私募基金业务: share transfer of a private fund, registration of transfer projects, product certification. */
export const privateFundBusinesses = ['550222', '550223', '550138'] as const;

/** 私募可转债: bond filing, issue filing, issuance registration, filing change (03 §3-§4). */
export const convertibleBondBusinesses = ['550082', '550023', '550024', '550081'] as const;

/** 企业服务申请: the services an enterprise applies for (展示, 专精特新入板, 收费业务). */
export const companyServiceBusinesses = ['550092', '550200', '550100'] as const;

/** The optionType of a share-conversion clause (03 §3-§4, 转股选择权): a bond with one is convertible. */
export const conversionOption = '4';
