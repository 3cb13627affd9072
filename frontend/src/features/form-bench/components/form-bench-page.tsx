import { Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { FormRenderer } from '@/forms/form-renderer';
import { generateBenchForm } from './bench-form';

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

/** /formBench: the generated 250-field form with three tables, no server needed. */
export function FormBenchPage() {
  const results = useMemo<BenchResults>(() => {
    performance.mark('bench-render-start');
    return { keys: [] };
  }, []);
  const { form, data } = useMemo(() => generateBenchForm(), []);

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

  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={4}>{form.title}</Typography.Title>
      <FormRenderer form={form} initialData={data} onAllSectionsMounted={onAllSectionsMounted} />
    </div>
  );
}
