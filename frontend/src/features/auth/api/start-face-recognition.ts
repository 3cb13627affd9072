import { apiPost } from '@/lib/http/client';

export interface FaceRecognitionRequest {
  account: string;
  /** The reset code to the account's mobile proves the visitor; without them (身份核验找回) the name and number below must be the register's. */
  phone?: string;
  code?: string;
  /** Asked only of an account with no identity on the register: the person who takes the check. */
  name?: string;
  idNumber?: string;
  tenantId?: string;
}

export interface FaceRecognitionStarted {
  bizToken: string;
  /** The verifier's page the person opens. */
  url: string;
}

/**
 * The reset dialog's face check: the account and the reset code to its mobile prove the visitor;
 * the verifier's page is opened and its token polled.
 */
export function startFaceRecognition(request: FaceRecognitionRequest): Promise<FaceRecognitionStarted> {
  return apiPost<FaceRecognitionStarted>('/api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd', request, { silent: true });
}
