/** The query key every query page's config and rows live under: a business that changes rows invalidates it. */
export const queryPageKey = ['query-page'] as const;
