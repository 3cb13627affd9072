import type { StartableFlow } from '../api/list-startable-flows';

export interface CatalogueGroup {
  category: string;
  flows: StartableFlow[];
}

/** The flows grouped by category, groups and flows in the order the server gave them. */
export function groupByCategory(flows: readonly StartableFlow[]): CatalogueGroup[] {
  const groups: CatalogueGroup[] = [];
  for (const flow of flows) {
    const group = groups.find((g) => g.category === flow.category);
    if (group) group.flows.push(flow);
    else groups.push({ category: flow.category, flows: [flow] });
  }
  return groups;
}

/** 登记托管 (/businessApply): custody itself and the businesses of the enterprise in custody. */
export const custodyBusinesses: readonly string[] = [
  '550001', '550114', '550113', '550002', '550003', '550023', '550024', '550052', '550090', '550017', '550226',
];

/** 挂牌业务 (/gpywbl): listing (550210), display and the board, and what a listed enterprise files. */
export const listingBusinesses: readonly string[] = [
  '550210', '550092', '550901', '550200', '550120', '550064', '550413', '550401', '550082',
];

/**
 * 企业业务办理 (/companyApply): the enterprise's businesses that are neither custody nor listing
 * (changes, filings, pledges, disclosures ...), in the catalogue's order.
 */
export function companyBusinesses(flows: readonly StartableFlow[]): string[] {
  const elsewhere = new Set([...custodyBusinesses, ...listingBusinesses]);
  return flows.filter((f) => f.category === '企业业务' && !elsewhere.has(f.appId)).map((f) => f.appId);
}

/** The flows of `appIds` the user may start, in the order of `appIds`. */
export function startableOf(flows: readonly StartableFlow[], appIds: readonly string[]): StartableFlow[] {
  return appIds.flatMap((appId) => flows.filter((f) => f.appId === appId));
}
