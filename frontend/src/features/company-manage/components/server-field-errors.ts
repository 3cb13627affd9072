import { ApiError } from '@/lib/http/client';

/** The server's refusal of form fields (`data.errors`) as antd's field errors; empty when it refused otherwise. */
export function serverFieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  return errors.map((e) => ({ name: e.field, errors: [e.message] }));
}
