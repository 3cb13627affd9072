import type { UserTaskQuery } from '@/api/get-user-tasks';
import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';

export type TodoFilters = Omit<UserTaskQuery, 'pageNo' | 'pageSize'>;

/** 我的待办 as the filters find it, every to-do in the list's order, as an .xlsx workbook. */
export function exportTodos(filters: TodoFilters): Promise<FileAnswer> {
  const call = httpClient.get<Blob>('/api/rem-registrationbizweb/taskItem/getUserTasks/export', { params: filters, responseType: 'blob' });
  return fileAnswer(call, `${t('todo.title')}.xlsx`);
}
