import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverToday } from './server-clock';

describe('the server clock', () => {
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it('counts today on the Beijing calendar, not the machine’s zone', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T17:30:00Z') }); // 01:30 on 2 March in Beijing
    expect(serverToday()).toBe('2026-03-02');
  });

  it('takes the server’s clock from the first Date header, whatever the machine’s clock says', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') }); // a machine clock years ahead
    noteServerDate('Tue, 24 Nov 2026 15:59:00 GMT'); // 23:59 in Beijing
    noteServerDate('Wed, 01 Jan 2031 00:00:00 GMT'); // later answers do not move the offset
    expect(serverToday()).toBe('2026-11-24');
    vi.advanceTimersByTime(60_000);
    expect(serverToday()).toBe('2026-11-25');
  });

  it('ignores an answer without a readable Date header', () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-30T12:00:00Z') });
    noteServerDate(undefined);
    noteServerDate('not a date');
    expect(serverToday()).toBe('2026-06-30');
  });
});
