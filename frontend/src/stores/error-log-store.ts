import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One entry of the browser's error log (spec 01 §2 "Error log entry"). */
export interface ErrorLogEntry {
  type: 'error' | 'ajax' | 'info';
  url: string;
  message: string;
  stack: string;
  time: string;
}

/** The most entries kept: older ones fall off (an upload carries at most 100). */
export const MAX_KEPT = 100;

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add: (entry: ErrorLogEntry) => void;
  clear: () => void;
}

/** Script errors recorded in this browser (01 §8: logged to the local store only), kept across visits. */
export const useErrorLogStore = create<ErrorLogState>()(
  persist(
    (set) => ({
      logs: [],
      add: (entry) => set((s) => ({ logs: [entry, ...s.logs].slice(0, MAX_KEPT) })),
      clear: () => set({ logs: [] }),
    }),
    { name: 'error-logs', storage: createJSONStorage(() => localStorage) },
  ),
);
