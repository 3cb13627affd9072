import { Image, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useDownloadFile } from '@/forms/api/download-file';

/** A seal's image, read with the session (the file is the enterprise's, not public). */
export function SealImage({ attachId, name }: { attachId: string; name: string }) {
  const file = useDownloadFile(attachId);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return undefined;
    const next = URL.createObjectURL(file.data.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file.data]);
  if (file.isPending) return <Spin size="small" />;
  if (!url) return <span>--</span>;
  return <Image src={url} alt={name} width={64} height={64} style={{ objectFit: 'contain' }} data-testid="seal-image" />;
}
