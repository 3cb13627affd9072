import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LandingMode } from '@/lib/permissions';

/** What the token grant answers (spec §7 Auth). */
export interface TokenGrant {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  tenant_id: string;
  user_id: string | number;
  account: string;
  user_name: string;
  role_name: string;
  landing_mode?: LandingMode;
}

export interface SessionUser {
  userId: string;
  account: string;
  userName: string;
  roleName: string;
  tenantId: string;
}

interface SessionData {
  token: string | null;
  refreshToken: string | null;
  /** ms since the epoch when the access token was issued */
  tokenIssuedAt: number;
  /** access token lifetime in seconds (tokenTime) */
  expiresIn: number;
  userInfo: SessionUser | null;
  landingMode: LandingMode | null;
  /** the ids chosen with the switch dialogs (spec §4) */
  currentCompanyId: string | null;
  currentHolderUuid: string | null;
  currentProductId: string | null;
  isLocked: boolean;
  lockPassword: string;
}

interface SessionActions {
  signIn: (grant: TokenGrant, now: number) => void;
  refreshed: (grant: TokenGrant, now: number) => void;
  setLandingMode: (mode: LandingMode) => void;
  chooseCompany: (companyId: string) => void;
  chooseHolder: (ids: { holderUuid: string; companyId: string | null; productId: string | null }) => void;
  /** Sets the lock password (when given) and locks the screen. */
  lock: (password?: string) => void;
  /** Unlocks when the password matches; the password is cleared so the next lock asks again. */
  unlock: (password: string) => boolean;
  signOut: () => void;
}

export type SessionState = SessionData & SessionActions;

const signedOut: SessionData = {
  token: null,
  refreshToken: null,
  tokenIssuedAt: 0,
  expiresIn: 600,
  userInfo: null,
  landingMode: null,
  currentCompanyId: null,
  currentHolderUuid: null,
  currentProductId: null,
  isLocked: false,
  lockPassword: '',
};

function tokensOf(grant: TokenGrant, now: number) {
  return {
    token: grant.access_token,
    refreshToken: grant.refresh_token,
    tokenIssuedAt: now,
    expiresIn: grant.expires_in > 0 ? grant.expires_in : 600,
  };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      signIn: (grant, now) =>
        set({
          ...signedOut,
          ...tokensOf(grant, now),
          userInfo: {
            userId: String(grant.user_id),
            account: grant.account,
            userName: grant.user_name,
            roleName: grant.role_name,
            tenantId: grant.tenant_id,
          },
          landingMode: grant.landing_mode ?? null,
        }),
      refreshed: (grant, now) => set(tokensOf(grant, now)),
      setLandingMode: (landingMode) => set({ landingMode }),
      chooseCompany: (currentCompanyId) => set({ currentCompanyId }),
      chooseHolder: ({ holderUuid, companyId, productId }) =>
        set({ currentHolderUuid: holderUuid, currentCompanyId: companyId, currentProductId: productId }),
      lock: (password) =>
        set((s) => ({ isLocked: true, lockPassword: password ?? s.lockPassword })),
      unlock: (password) => {
        if (!get().isLocked || password !== get().lockPassword) return false;
        set({ isLocked: false, lockPassword: '' });
        return true;
      },
      signOut: () => set(signedOut),
    }),
    {
      name: 'platform-session',
      storage: createJSONStorage(() => localStorage),
      // the refresh token is never written to storage: the browser keeps it in the server's
      // HttpOnly cookie (server/src/auth/refresh_cookie.rs), where no script reads it
      partialize: (s): SessionData => ({
        token: s.token,
        refreshToken: null,
        tokenIssuedAt: s.tokenIssuedAt,
        expiresIn: s.expiresIn,
        userInfo: s.userInfo,
        landingMode: s.landingMode,
        currentCompanyId: s.currentCompanyId,
        currentHolderUuid: s.currentHolderUuid,
        currentProductId: s.currentProductId,
        isLocked: s.isLocked,
        lockPassword: s.lockPassword,
      }),
    },
  ),
);

/** Seconds left margin: refresh this long before the access token would expire. */
export const refreshMarginSeconds = 20;

/** True when the access token is due for a refresh (spec §4: elapsed seconds reach tokenTime). */
export function tokenNeedsRefresh(
  s: Pick<SessionData, 'token' | 'tokenIssuedAt' | 'expiresIn'>,
  now: number,
  margin = refreshMarginSeconds,
): boolean {
  if (!s.token) return false;
  const elapsed = (now - s.tokenIssuedAt) / 1000;
  return elapsed >= Math.max(s.expiresIn - margin, 0);
}
