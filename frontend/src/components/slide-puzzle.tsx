import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { getSlidePuzzle, type SlidePuzzle as Puzzle } from '@/api/get-slide-puzzle';
import { useT } from '@/lib/i18n';

/**
 * The slide code (01 §7 generateSendValidSlideCode): the visitor drags the piece along the
 * track into the gap of the picture and lets go; `onDrop` answers whether the server accepted
 * it, and a refused drop draws a new puzzle. The handle also moves with the arrow keys (Shift
 * for ten pixels) and drops with Enter, so the puzzle is solved without a mouse too.
 */
export function SlidePuzzle({ onDrop }: { onDrop: (answer: { key: string; x: number }) => Promise<boolean> }) {
  const t = useT();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [failed, setFailed] = useState(false);
  const [x, setX] = useState(0);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ startX: number; from: number } | null>(null);

  const load = useCallback(() => {
    setPuzzle(null);
    setX(0);
    setFailed(false);
    getSlidePuzzle().then(setPuzzle, () => setFailed(true));
  }, []);

  useEffect(load, [load]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(max, Math.round(value)));

  const drop = async (at: number) => {
    if (!puzzle || busy) return;
    setBusy(true);
    const accepted = await onDrop({ key: puzzle.key, x: at }).catch(() => false);
    setBusy(false);
    if (!accepted) load();
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!puzzle || busy) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, from: x };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) setX(clamp(drag.current.from + event.clientX - drag.current.startX));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const at = clamp(drag.current.from + event.clientX - drag.current.startX);
    drag.current = null;
    setX(at);
    if (at > 0) void drop(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight') setX((v) => clamp(v + step));
    else if (event.key === 'ArrowLeft') setX((v) => clamp(v - step));
    else if (event.key === 'Enter') void drop(x);
    else return;
    event.preventDefault();
  };

  if (failed) {
    return (
      <div className="slide-puzzle-failed" data-testid="slide-failed">
        {t('slide.loadFailed')}
        <Button type="link" onClick={load}>
          {t('slide.again')}
        </Button>
      </div>
    );
  }
  if (!puzzle) return <Spin className="slide-puzzle-loading" />;

  return (
    <div className="slide-puzzle" style={{ width: puzzle.width }} data-testid="slide-puzzle">
      <div className="slide-puzzle-picture" style={{ height: puzzle.height }}>
        <img src={puzzle.background} alt={t('slide.picture')} width={puzzle.width} height={puzzle.height} data-testid="slide-background" />
        <img
          src={puzzle.piece}
          alt=""
          className="slide-puzzle-piece"
          style={{ left: x, top: puzzle.y, width: puzzle.pieceSize, height: puzzle.pieceSize }}
          data-testid="slide-piece"
        />
        <Button className="slide-puzzle-reload" size="small" type="text" icon={<ReloadOutlined />} onClick={load} aria-label={t('slide.again')} />
      </div>
      <div className="slide-puzzle-track">
        <span className="slide-puzzle-hint">{busy ? t('slide.checking') : t('slide.hint')}</span>
        <div className="slide-puzzle-done" style={{ width: x + puzzle.pieceSize }} />
        <button
          type="button"
          role="slider"
          aria-label={t('slide.handle')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          className="slide-puzzle-handle"
          style={{ left: x, width: puzzle.pieceSize }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          disabled={busy}
          data-testid="slide-handle"
        >
          <ArrowRightOutlined />
        </button>
      </div>
    </div>
  );
}
