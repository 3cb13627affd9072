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
