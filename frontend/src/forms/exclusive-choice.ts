/**
 * A multiple choice with an option that stands alone (02 §4: 无 among the quality-assurance
 * certifications or the certificates of the evaluation). Choosing it clears the others; while
 * it is chosen the other options are disabled, so `next` holding it and another means it was
 * just added.
 */
export function exclusiveChoice(alone: string, previous: readonly string[], next: readonly string[]): string[] {
  const added = next.filter((v) => !previous.includes(v));
  if (added.includes(alone)) return [alone];
  return next.includes(alone) && next.length > 1 ? next.filter((v) => v !== alone) : [...next];
}

/** Whether an option is disabled: the others while the lone option is chosen. */
export function disabledByExclusive(alone: string, chosen: readonly string[], option: string): boolean {
  return chosen.includes(alone) && option !== alone;
}
