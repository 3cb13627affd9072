/**
 * The named validators (`validators/registry.ts`, tested with the server against one file of
 * vectors) as the renderer uses them.
 */
export { formatValidator, knownFormat } from './validators/registry';
export type { FormatValidator as FormatCheck } from './validators/registry';
