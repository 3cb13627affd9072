import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';

/** One recorded event at a node: started, acted (with the action), returnedTo (with where to), effect, ended (with the outcome). */
export interface RecordedPathStep {
  node: string;
  event: 'started' | 'acted' | 'returnedTo' | 'effect' | 'ended';
  action?: string;
  to?: string;
  at: number;
}

/** `GET path?bizSn=`: the path a recorded application took through its flow. */
export interface RecordedPath {
  bizSn: string;
  appId: string;
  /** The flow version it runs on (its nodes may differ from the draft drawn). */
  flowVersion: number;
  status: string;
  steps: RecordedPathStep[];
  /** The nodes of its open tasks. */
  open: string[];
}

export function getRecordedPath(bizSn: string): Promise<RecordedPath> {
  return studioGet<RecordedPath>('path', { bizSn });
}

export const recordedPathQuery = (bizSn: string) =>
  queryOptions({ queryKey: [...studioKey, 'path', bizSn], queryFn: () => getRecordedPath(bizSn), retry: false });

/** The path of the application asked for; nothing asked, nothing fetched. */
export function useRecordedPath(bizSn: string | null) {
  return useQuery({ ...recordedPathQuery(bizSn ?? ''), enabled: Boolean(bizSn) });
}
