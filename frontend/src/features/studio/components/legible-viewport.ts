/** The smallest text drawn on the graph (node lines, edge labels), in px at zoom 1. */
export const smallestLabelPx = 13;
/** Below this zoom the smallest label would be under 12px on screen: too small to read. */
export const legibleZoom = 12 / smallestLabelPx;
const largestZoom = 1.25;
const padding = 24;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The view the graph opens at: the whole flow fitted when it fits at a legible zoom; else the
 * legible zoom, starting at the flow's left end (its start) and centred vertically where the
 * height allows, the rest reached by scrolling or dragging.
 */
export function legibleViewport(bounds: Box, width: number, height: number): { x: number; y: number; zoom: number } {
  const fit = Math.min((width - 2 * padding) / Math.max(bounds.width, 1), (height - 2 * padding) / Math.max(bounds.height, 1));
  const zoom = Math.min(largestZoom, Math.max(legibleZoom, fit));
  const across = (size: number, extent: number, at: number) =>
    extent * zoom + 2 * padding <= size ? (size - extent * zoom) / 2 - at * zoom : padding - at * zoom;
  return { x: across(width, bounds.width, bounds.x), y: across(height, bounds.height, bounds.y), zoom };
}
