import { create } from 'zustand';

type ShellDialog = 'enterprise' | 'account' | 'login' | 'lock' | 'theme' | null;

interface DialogsState {
  open: ShellDialog;
  show: (dialog: Exclude<ShellDialog, null>) => void;
  close: () => void;
}

/** Which shell dialog is open (only one at a time). */
export const useShellDialogs = create<DialogsState>()((set) => ({
  open: null,
  show: (open) => set({ open }),
  close: () => set({ open: null }),
}));
