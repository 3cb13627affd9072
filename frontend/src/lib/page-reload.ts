/** Full page loads, behind one object so tests can watch them. */
export const pageReload = {
  /** Opens `path` as a fresh page load (go there and reload). */
  reloadAt(path: string) {
    window.location.replace(path);
  },
  reload() {
    window.location.reload();
  },
};
