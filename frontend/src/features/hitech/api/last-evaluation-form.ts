import { apiGet } from '@/lib/http/client';

/** The answers of the enterprise's last self-evaluation (02 §7 getLastEvaluationForm: JSON text), or null. */
export async function lastEvaluationForm(uuid: string): Promise<Record<string, unknown> | null> {
  const text = await apiGet<string | null>('/api/rem-registrationbizweb/companyHitech/getLastEvaluationForm', { uuid }, { silent: true });
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}
