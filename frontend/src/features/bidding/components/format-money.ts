/** 1,234.50 from exact decimal text (never through a float). */
export function yuan(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace(/^-/, '').split('.');
  return `${negative ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(frac + '00').slice(0, 2)}`;
}

/** 100,000 for a share count. */
export function shares(value: number): string {
  return Number(value).toLocaleString('en-US');
}
