import { useMutation } from '@tanstack/react-query';
import { downloadStudioFile } from './studio-download';
import type { DefinitionKind } from './studio-types';

/** Saves one version of a definition as its JSON file (`550004.json`); answers the file name. */
export function downloadExport(request: { kind: DefinitionKind; key: string; version: number }): Promise<string> {
  return downloadStudioFile('export', { ...request }, `${request.key}.json`);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
