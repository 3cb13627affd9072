// spec: 01§2.10
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { themeLooks, withPrimary } from '@/lib/themes';
import { useUiStore } from '@/stores/ui-store';
import { renderAt } from '@/test/render';
import { ColourPicker } from './colour-picker';

describe('the top bar’s colour toggle (01 §2)', () => {
  beforeEach(() => useUiStore.setState({ theme: 'default', primaryColor: null }));

  it('paints the picked colour over the theme’s, unless the tenant forces its theme', () => {
    const look = themeLooks['theme-cool'];
    expect(withPrimary(look, '#f5475c', false).primary).toBe('#f5475c');
    expect(withPrimary(look, '#f5475c', false).sider).toBe(look.sider);
    expect(withPrimary(look, '#f5475c', true).primary).toBe(look.primary);
    expect(withPrimary(look, null, false).primary).toBe(look.primary);
    expect(withPrimary(look, 'red; background:url(x)', false).primary).toBe(look.primary);
  });

  it('keeps a preset chosen in the picker, and clearing gives the theme’s colour back', async () => {
    renderAt(<ColourPicker />);
    fireEvent.click(screen.getByTestId('colour-picker').querySelector('.ant-color-picker-trigger')!);
    const presets = await waitFor(() => {
      const found = document.querySelectorAll<HTMLElement>('.ant-color-picker-presets-color');
      if (found.length === 0) throw new Error('presets not open');
      return found;
    });
    expect(presets.length).toBeGreaterThan(5);
    fireEvent.click(presets[presets.length - 1]);
    await waitFor(() => expect(useUiStore.getState().primaryColor).toMatch(/^#[0-9a-f]{6}$/));
    expect(useUiStore.getState().primaryColor).not.toBe(themeLooks.default.primary.toLowerCase());
    const clear = document.querySelector<HTMLElement>('.ant-color-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.click(clear!);
    await waitFor(() => expect(useUiStore.getState().primaryColor).toBeNull());
  });
});
