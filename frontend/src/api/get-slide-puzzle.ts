import { apiGet } from '@/lib/http/client';

/** A slide puzzle: the picture with its gap, the piece and the height it slides at (never the answer). */
export interface SlidePuzzle {
  key: string;
  background: string;
  piece: string;
  y: number;
  width: number;
  height: number;
  /** the side of the square piece */
  pieceSize: number;
}

export function getSlidePuzzle(): Promise<SlidePuzzle> {
  return apiGet<SlidePuzzle>('/api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode', undefined, { silent: true });
}

/** The server's refusal of a drop off the gap: the puzzle is drawn again. */
export const SLIDE_FAILED = '滑块验证未通过，请重新验证';
