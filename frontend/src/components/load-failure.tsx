import { Result } from 'antd';

/**
 * A page whose data could not be read: the page's title and the server's reason. antd's
 * Result does not pass `data-testid` on, so the wrapper carries it.
 */
export function LoadFailure({ title, message, testId }: { title: string; message: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Result status="warning" title={title} subTitle={message} />
    </div>
  );
}
