import { formatBeijing } from '@/lib/beijing-time';

/**
 * yyyy-MM-dd HH:mm:ss in Beijing (the market's time, whatever the browser's zone) of a server
 * timestamp; '-' when absent. The register's columns (createdAt, openedAt) are seconds and the
 * engine's history is milliseconds: a value below 10^11 (1973 in milliseconds) is read as
 * seconds.
 */
export const formatTime = (value: number | null | undefined): string => {
  if (!value) return '-';
  return formatBeijing(value < 1e11 ? value : Math.floor(value / 1000));
};

export { formatBeijing };
