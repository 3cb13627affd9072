import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { FormRenderer } from '@/forms/form-renderer';
import type { CompiledForm, FormData } from '@/forms/types';

/** What the page measures, read by `e2e/bench/form-bench.mjs`. */
export interface BenchResults {
  /** ms from the page starting to render the form to its commit. */
  firstCommitMs?: number;
  /** ms from the page starting to render the form to the next frame after the commit. */
  firstRenderMs?: number;
  /** ms from the page starting to render the form to every section being rendered. */
  allSectionsMs?: number;
  /** ms from navigation start to the next frame after the form's commit. */
  sinceNavigationMs?: number;
  /** ms per keystroke: keydown to the end of the work it caused, layout included. */
  keys: number[];
}

declare global {
  interface Window {
    __formBench?: BenchResults;
  }
}

/**
 * Measures every keystroke: a mark on keydown; on the input event a message is posted, which
 * runs once the input's task (React's render and commit included) is over; there layout is
 * forced and the second mark taken.
 */
function installKeystrokeProbe(results: BenchResults) {
  const channel = new MessageChannel();
  let pending = false;
  channel.port1.onmessage = () => {
    void document.body.offsetHeight; // include style and layout
    performance.mark('bench-key-end');
    results.keys.push(performance.measure('bench-key', 'bench-key-start', 'bench-key-end').duration);
    pending = false;
  };
  const onKeyDown = () => {
    pending = true;
    performance.mark('bench-key-start');
  };
  const onInput = () => {
    if (pending) channel.port2.postMessage(null);
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('input', onInput, true);
  return () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('input', onInput, true);
    channel.port1.close();
  };
}

/**
 * A compiled form rendered with the benchmark's marks: from its first render to its commit, the
 * next frame and every section being rendered, and each keystroke after that.
 */
export function MeasuredForm({ form, data }: { form: CompiledForm; data: FormData }) {
  const results = useMemo<BenchResults>(() => {
    performance.mark('bench-render-start');
    return { keys: [] };
  }, []);

  useLayoutEffect(() => {
    performance.mark('bench-commit');
    results.firstCommitMs = performance.measure('bench-first-commit', 'bench-render-start', 'bench-commit').duration;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('bench-painted');
        results.firstRenderMs = performance.measure('bench-first-render', 'bench-render-start', 'bench-painted').duration;
        results.sinceNavigationMs = performance.now();
        window.__formBench = results;
      }, 0),
    );
  }, [results]);

  useEffect(() => installKeystrokeProbe(results), [results]);
  const onAllSectionsMounted = useCallback(() => {
    performance.mark('bench-all-sections');
    results.allSectionsMs = performance.measure('bench-all-sections', 'bench-render-start', 'bench-all-sections').duration;
  }, [results]);

  return <FormRenderer form={form} initialData={data} onAllSectionsMounted={onAllSectionsMounted} />;
}
