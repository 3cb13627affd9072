import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';

/** The longest message the page shows: the path is the user's to type, the page is not a billboard. */
const MAX_CHARS = 100;

/** The message of the path, decoded, as plain text (React escapes it), cut to MAX_CHARS. */
export function successMessage(raw: string | undefined): string {
  let text = raw ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // a malformed escape is shown as it came
  }
  return text.trim().slice(0, MAX_CHARS);
}

/**
 * /success/{msg} (spec 01 §2, the workbench group): a finished step says what was done, with the
 * ways on from there: the workbench, the user's applications and to-dos.
 */
export function SuccessPage() {
  const t = useT();
  const navigate = useNavigate();
  const { msg } = useParams();
  const text = successMessage(msg);
  return (
    <div data-testid="success-page">
      <Result
        status="success"
        title={text || t('success.title')}
        subTitle={text ? t('success.title') : undefined}
        extra={[
          <Button type="primary" key="wel" onClick={() => void navigate(paths.workbench)}>
            {t('success.workbench')}
          </Button>,
          <Button key="claim" onClick={() => void navigate(paths.workClaim)}>
            {t('success.applications')}
          </Button>,
          <Button key="todo" onClick={() => void navigate(paths.workTodo)}>
            {t('success.todos')}
          </Button>,
        ]}
      />
    </div>
  );
}
