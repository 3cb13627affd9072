import { Tag } from 'antd';
import { useT } from '@/lib/i18n';

/** 封存: 是 / 否. */
export function SysDictSealedTag({ sealed }: { sealed: boolean }) {
  const t = useT();
  return <Tag color={sealed ? 'orange' : 'green'}>{t(sealed ? 'sysDict.yes' : 'sysDict.no')}</Tag>;
}
