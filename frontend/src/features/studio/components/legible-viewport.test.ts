import { describe, expect, it } from 'vitest';
import { legibleViewport, legibleZoom, smallestLabelPx } from './legible-viewport';

describe('the zoom the graph opens at', () => {
  it('never draws the smallest label under 12px on screen', () => {
    expect(smallestLabelPx * legibleZoom).toBeGreaterThanOrEqual(12);
  });

  it('fits a flow that fits legibly, centred', () => {
    const view = legibleViewport({ x: 0, y: 0, width: 400, height: 200 }, 800, 600);
    expect(view.zoom).toBeGreaterThanOrEqual(legibleZoom);
    expect(view.zoom).toBeLessThanOrEqual(1.25);
    // centred: as much room left as right
    expect(view.x * 2 + 400 * view.zoom).toBeCloseTo(800);
  });

  it('keeps a long flow legible, starting at its left end, the rest reached by scrolling', () => {
    const view = legibleViewport({ x: 16, y: 16, width: 3200, height: 300 }, 800, 600);
    expect(view.zoom).toBe(legibleZoom);
    expect(view.x).toBeCloseTo(24 - 16 * legibleZoom);
    // the height fits: centred vertically
    expect(view.y * 2 + 300 * legibleZoom + 2 * 16 * legibleZoom).toBeCloseTo(600);
  });
});
