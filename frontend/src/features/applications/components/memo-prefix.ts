/**
 * The submit prefixes of 02 §5 "Form engine": the listed, trust and check variants submit the
 * approver's memo under 挂牌信息：, 托管信息： and 审批处理：.
 */
export const memoPrefixes = {
  listed: '挂牌信息：',
  trust: '托管信息：',
  check: '审批处理：',
} as const;

/** The memo as a prefixed page submits it: an empty memo stays empty (审批意见为必填项 still applies), and a prefix is never doubled. */
export function prefixedMemo(memo: string, prefix: string | undefined): string {
  if (!prefix || !memo || memo.startsWith(prefix)) return memo;
  return `${prefix}${memo}`;
}
