import { Anchor } from 'antd';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useT } from '@/lib/i18n';
import { sectionDomId } from './section-card';
import type { FormSection } from './types';

/** A form lists its sections on the right once it has more titled sections than this. */
export const sectionTabsAbove = 4;

/** How far below the window's top a section stops when jumped to (the sections' scroll-margin-top). */
export const sectionTopOffset = 112;

/** The sections the right-hand list names: titled ones, in form order. */
export function titledSections(sections: FormSection[]): FormSection[] {
  return sections.filter((s) => s.title.trim() !== '');
}

/** Frames after a jump during which a section pushed off its place by the ones around it is put back. */
const settleFrames = 40;

/**
 * Scrolls the window to a section at once, its title just under the top bar, and keeps it there
 * while the sections around it are laid out for the first time (out of view they skip layout, so
 * their heights were estimates), until the user scrolls.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(sectionDomId(id));
  if (!target || typeof target.scrollIntoView !== 'function') return;
  target.scrollIntoView({ block: 'start' });
  if (typeof window.requestAnimationFrame !== 'function') return;
  // where the jump put it: its scroll margin below the top (less at the end of the page)
  const wanted = target.getBoundingClientRect().top;
  let frames = 0;
  let stopped = false;
  const events = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
  const stop = () => {
    stopped = true;
    for (const name of events) window.removeEventListener(name, stop, { capture: true });
  };
  for (const name of events) window.addEventListener(name, stop, { capture: true, passive: true });
  const settle = () => {
    if (stopped || !target.isConnected || (frames += 1) > settleFrames) return stop();
    if (Math.abs(target.getBoundingClientRect().top - wanted) > 2) target.scrollIntoView({ block: 'start' });
    window.requestAnimationFrame(settle);
  };
  window.requestAnimationFrame(settle);
}

interface SectionTabsProps {
  /** The sections to list (shown ones, titled, in form order). */
  sections: FormSection[];
  /** Called before jumping: a large form renders its remaining sections first. */
  beforeJump?: () => void;
}

/**
 * The right-hand tab list of a long form (02 §2): the section titles, the one in view
 * highlighted; a click renders what is still pending and jumps to the section. The jump is
 * immediate and the browser's scroll anchoring keeps the section in place while the sections
 * around it are laid out (they skip layout while out of view, so their heights are estimates
 * until then): the list's own animated scroll, which would aim at a stale position, is not used.
 * The clicked section stays highlighted until the user scrolls (the last ones never reach the top).
 */
export function SectionTabs({ sections, beforeJump }: SectionTabsProps) {
  const t = useT();
  const [pinned, setPinned] = useState<string | null>(null);
  const items = sections.map((s) => ({ key: s.id, href: `#${sectionDomId(s.id)}`, title: s.title }));
  const currentAnchor = useCallback((active: string) => pinned ?? active, [pinned]);

  useEffect(() => {
    if (!pinned) return undefined;
    const unpin = () => setPinned(null);
    const events = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
    for (const name of events) window.addEventListener(name, unpin, { capture: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, unpin, { capture: true });
    };
  }, [pinned]);

  // handled before the link's own click, which would animate the window to where it is now
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const section = sections.find((s) => link?.getAttribute('href') === `#${sectionDomId(s.id)}`);
    if (!section) return;
    event.preventDefault(); // no history entry: the hash is not a route
    event.stopPropagation();
    beforeJump?.();
    scrollToSection(section.id);
    setPinned(`#${sectionDomId(section.id)}`);
  };

  return (
    <nav className="form-renderer-anchor" aria-label={t('form.sections')} data-testid="form-section-tabs" onClickCapture={onClickCapture}>
      <div className="form-renderer-anchor-title">{t('form.sections')}</div>
      <Anchor items={items} targetOffset={sectionTopOffset} affix={false} getCurrentAnchor={currentAnchor} />
    </nav>
  );
}
