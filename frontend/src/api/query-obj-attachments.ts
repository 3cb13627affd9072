import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface ObjAttachFile {
  fileId: string;
  fileName: string;
  type: string;
}

/** One material of a member's or company's attachment list (03 §3 "Attachment row"). */
export interface ObjAttachRow {
  name: string;
  /** The category's key in the dictionary `attachmentType`. */
  typeName: string;
  refAttachs: ObjAttachFile[];
  objType: string;
  objId: string;
  updateTime: string;
}

/** The attachment list of a member (objType 1) or a company (2), as the register keeps it. */
export function queryObjAttachments(objType: '1' | '2', objId: string): Promise<ObjAttachRow[]> {
  return apiGet<ObjAttachRow[]>('/api/rem-registrationbizweb/objAttach/list', { objType, objId });
}

export const objAttachmentsQuery = (objType: '1' | '2', objId: string) =>
  queryOptions({ queryKey: ['objAttach', objType, objId], queryFn: () => queryObjAttachments(objType, objId) });

export function useObjAttachments(objType: '1' | '2', objId: string) {
  return useQuery({ ...objAttachmentsQuery(objType, objId), enabled: objId !== '' });
}
