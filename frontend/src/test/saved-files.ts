import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The names of the files the page saves (through a temporary link's click), collected per
 * test: object URLs are faked and the click recorded instead of followed.
 */
export function savedFiles(): string[] {
  const saved: string[] = [];
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    saved.length = 0;
  });
  return saved;
}
