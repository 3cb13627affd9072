import { apiPost } from '@/lib/http/client';
import type { ErrorLogEntry } from '@/stores/error-log-store';

/** POST blade-log/error-log/upload: sends the local error log; answers how many entries were kept. */
export function uploadErrorLogs(logs: ErrorLogEntry[]): Promise<number> {
  return apiPost<number>('/api/blade-log/error-log/upload', { logs });
}
