/** The value of 无 in a multiple choice of the evaluation (qualityAssurance, certificates). */
export const NONE = '0';

/**
 * The choices after a click (02 §4): 无 stands alone. Choosing 无 clears the others; while 无 is
 * chosen the other options are disabled, so `next` holding 无 and another means 无 was just added.
 */
export function exclusiveNone(previous: readonly string[], next: readonly string[]): string[] {
  const added = next.filter((v) => !previous.includes(v));
  if (added.includes(NONE)) return [NONE];
  return next.includes(NONE) && next.length > 1 ? next.filter((v) => v !== NONE) : [...next];
}

/** Whether an option is disabled: the others while 无 is chosen. */
export function disabledByNone(chosen: readonly string[], option: string): boolean {
  return chosen.includes(NONE) && option !== NONE;
}
