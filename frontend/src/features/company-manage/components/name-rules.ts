import type { Rule } from 'antd/es/form';
import { checkHolderName } from '@/forms/validators/holder-name';

/** A name field of 02 §5 (no spaces, no special characters), at most `max` characters. */
export function nameRules(label: string, max: number, required = false): Rule[] {
  return [
    ...(required ? [{ required: true, message: '此项为必填项！' }] : []),
    { max, message: `${label}不能超过${max}个字` },
    {
      validator: (_, value?: string) => {
        const text = (value ?? '').trim();
        const problem = text ? checkHolderName(text) : null;
        return problem ? Promise.reject(new Error(`${label}${problem}`)) : Promise.resolve();
      },
    },
  ];
}

/** Comma-separated labels, each a name of at most 20, at most 10 of them. */
export const labelRules: Rule[] = [
  {
    validator: (_, value?: string) => {
      const labels = (value ?? '').split(/[,，]/).map((l) => l.trim()).filter(Boolean);
      if (labels.length > 10) return Promise.reject(new Error('企业标签不能超过10个'));
      for (const label of labels) {
        if (label.length > 20) return Promise.reject(new Error('企业标签不能超过20个字'));
        const problem = checkHolderName(label);
        if (problem) return Promise.reject(new Error(`企业标签${problem}`));
      }
      return Promise.resolve();
    },
  },
];
