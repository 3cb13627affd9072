import { Tag } from 'antd';
import { useT } from '@/lib/i18n';
import type { DefinitionKind } from '../api/studio-types';

/** 流程 or 表单, each in its own colour so the two kinds stand apart in a long list. */
export function KindTag({ kind }: { kind: DefinitionKind }) {
  const t = useT();
  return kind === 'flow' ? <Tag color="blue">{t('studio.kind.flow')}</Tag> : <Tag color="purple">{t('studio.kind.form')}</Tag>;
}
