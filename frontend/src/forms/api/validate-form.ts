import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { FieldError, FormData } from '../types';

export interface ValidateFormRequest {
  formId: string;
  nodeId: string;
  taskItemState?: string;
  formData: FormData;
  /** The application's stored data: read-only fields may not differ from it. */
  storedData?: FormData;
}

export interface ValidateFormResult {
  valid: boolean;
  errors: FieldError[];
  /** The data after the server's normalisation. */
  formData: FormData;
}

/** The server's validation of a form for a node, without submitting it. */
export function validateForm(body: ValidateFormRequest): Promise<ValidateFormResult> {
  return apiPost<ValidateFormResult>('/api/rem-registrationbizweb/otc-flow/form/validate', body, { silent: true });
}

export function useValidateForm() {
  return useMutation({ mutationFn: validateForm });
}
