import { Tag } from 'antd';
import { useT } from '@/lib/i18n';
import type { DefinitionKind } from '../api/studio-types';

const colours: Record<DefinitionKind, string> = { flow: 'blue', form: 'purple', script: 'green', fragment: 'cyan' };

/** 流程, 表单, 脚本 or 片段, each in its own colour so the kinds stand apart in a long list. */
export function KindTag({ kind }: { kind: DefinitionKind }) {
  const t = useT();
  return <Tag color={colours[kind]}>{t(`studio.kind.${kind}`)}</Tag>;
}
