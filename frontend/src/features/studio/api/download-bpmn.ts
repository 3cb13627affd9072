import { useMutation } from '@tanstack/react-query';
import { downloadStudioFile } from './studio-download';

/** Saves a flow version (or its draft) as BPMN 2.0 XML (`550004-v2.bpmn`); answers the file name. */
export function downloadBpmn(request: { appId: string; version: number | 'draft' }): Promise<string> {
  const suffix = request.version === 'draft' ? 'draft' : `v${request.version}`;
  return downloadStudioFile('bpmn', { ...request }, `${request.appId}-${suffix}.bpmn`);
}

export function useDownloadBpmn() {
  return useMutation({ mutationFn: downloadBpmn });
}
