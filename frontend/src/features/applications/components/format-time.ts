import dayjs from 'dayjs';

/**
 * yyyy-MM-dd HH:mm:ss of a server timestamp; '-' when absent. The register's columns
 * (createdAt, openedAt) are seconds and the engine's history is milliseconds: a value below
 * 10^11 (1973 in milliseconds) is read as seconds.
 */
export const formatTime = (value: number | null | undefined): string => {
  if (!value) return '-';
  return dayjs(value < 1e11 ? value * 1000 : value).format('YYYY-MM-DD HH:mm:ss');
};

export { formatBeijing } from '@/lib/beijing-time';
