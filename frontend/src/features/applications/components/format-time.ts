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

/** yyyy-MM-dd HH:mm:ss in Beijing (UTC+8, the market's time) of a server timestamp in seconds; '-' when absent. */
export const formatBeijing = (seconds: number | null | undefined): string => {
  if (!seconds) return '-';
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
};
