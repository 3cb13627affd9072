import { useEffect, useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { useFaceRecognitionResult } from '../api/face-recognition-result';
import { startFaceRecognition, type FaceRecognitionRequest } from '../api/start-face-recognition';

type Proof = Omit<FaceRecognitionRequest, 'tenantId'>;

/** The server's answers when the account has no identity on the register to check the face against. */
const IDENTITY_NEEDED = ['请输入姓名', '请输入身份证号码'];

/**
 * 开始人脸识别 of the reset dialog (01 §2): the verifier's page opens in a new window, the
 * outcome is polled every 2 s until it passed (人脸识别通过) or failed (获取人脸核身结果失败).
 * `onPassed` is told the token of a passed check, or undefined while there is none. An account
 * whose identity the register does not hold (an enterprise's, a member's) is asked the name and
 * resident id number of the person who takes the check, once the server says it needs them.
 */
export function FaceRecognitionStep({
  proof,
  tenantId,
  onPassed,
}: {
  /** The account and its proof (its mobile and the reset code, or the holder's identity), checked by the form first. */
  proof: () => Promise<Proof>;
  tenantId?: string;
  onPassed: (bizToken: string | undefined) => void;
}) {
  const t = useT();
  const [bizToken, setBizToken] = useState<string>();
  const [startError, setStartError] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [askIdentity, setAskIdentity] = useState(false);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const result = useFaceRecognitionResult(bizToken, tenantId);
  const passed = result.data?.status === 'passed';

  useEffect(() => onPassed(passed ? bizToken : undefined), [passed, bizToken, onPassed]);

  const start = async () => {
    let request: Proof;
    try {
      request = await proof();
    } catch {
      // the form shows each field's problem under it
      return;
    }
    setStarting(true);
    setStartError(undefined);
    setBizToken(undefined);
    try {
      const identity = askIdentity ? { name: name.trim(), idNumber: idNumber.trim() } : {};
      const started = await startFaceRecognition({ ...request, ...identity, tenantId });
      window.open(started.url, '_blank', 'noopener');
      setBizToken(started.bizToken);
    } catch (error) {
      const said = error instanceof Error ? error.message : '';
      if (!askIdentity && IDENTITY_NEEDED.includes(said)) {
        setAskIdentity(true);
        setStartError(t('password.faceIdentity'));
        return;
      }
      setStartError(said || t('password.faceFailed'));
    } finally {
      setStarting(false);
    }
  };

  let status = null;
  if (startError) status = <Typography.Text type="danger">{startError}</Typography.Text>;
  else if (result.isError) status = <Typography.Text type="danger">{result.error.message || t('password.faceFailed')}</Typography.Text>;
  else if (passed) status = <Typography.Text type="success">{t('password.facePassed')}</Typography.Text>;
  else if (bizToken) status = <Typography.Text type="secondary">{t('password.faceWaiting')}</Typography.Text>;

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {askIdentity && (
        <Space.Compact block>
          <Input placeholder={t('password.faceName')} maxLength={50} value={name} onChange={(e) => setName(e.target.value)} data-testid="face-name" />
          <Input placeholder={t('password.faceIdNumber')} maxLength={18} value={idNumber} onChange={(e) => setIdNumber(e.target.value)} data-testid="face-id-number" />
        </Space.Compact>
      )}
      <Button onClick={() => void start()} loading={starting} disabled={passed} data-testid="face-start">
        {bizToken ? t('password.faceAgain') : t('password.faceStart')}
      </Button>
      {status && <span data-testid="face-status">{status}</span>}
    </Space>
  );
}
