/** yyyy-MM-dd HH:mm:ss in Beijing (UTC+8, the market's time) of a server timestamp in seconds; '-' when absent. */
export const formatBeijing = (seconds: number | null | undefined): string => {
  if (!seconds) return '-';
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
};
