import { useErrorLogStore } from '@/stores/error-log-store';

const now = () => new Date().toLocaleString('zh-CN', { hour12: false });

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  return { message: typeof reason === 'string' ? reason : JSON.stringify(reason) ?? String(reason), stack: '' };
}

/**
 * Records the page's uncaught script errors and unhandled promise rejections in the local error
 * log (spec 01 §8 "script errors: logged to the local log store only"); the user may send them
 * from the top bar's error log. Answers the function that stops recording.
 */
export function captureScriptErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const { message, stack } = event.error !== undefined && event.error !== null
      ? describe(event.error)
      : { message: event.message, stack: '' };
    if (!message) return;
    useErrorLogStore.getState().add({ type: 'error', url: target.location.href, message, stack, time: now() });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    useErrorLogStore.getState().add({ type: 'error', url: target.location.href, message, stack, time: now() });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
