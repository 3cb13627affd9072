import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  // 2026-03-01 16:30:05 UTC is 2026-03-02 00:30:05 in Beijing: the day turns in Beijing first
  const seconds = Date.UTC(2026, 2, 1, 16, 30, 5) / 1000;

  it('reads seconds and milliseconds as Beijing time, whatever the browser zone', () => {
    expect(formatTime(seconds)).toBe('2026-03-02 00:30:05');
    expect(formatTime(seconds * 1000 + 999)).toBe('2026-03-02 00:30:05');
  });

  it('shows - for an absent time', () => {
    expect(formatTime(null)).toBe('-');
    expect(formatTime(0)).toBe('-');
  });
});
