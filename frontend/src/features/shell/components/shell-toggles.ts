/** Common-state flags gating each top-bar toggle (spec §2 "Top bar"). */
export const shellToggles = {
  collapse: true,
  menu: true,
  lock: true,
  theme: true,
  fullscreen: true,
  tabs: true,
  /** The error log viewer (its badge and dialog). */
  debug: true,
  /** The menu search box. */
  search: true,
  /** The theme colour picker. */
  colour: true,
} as const;
