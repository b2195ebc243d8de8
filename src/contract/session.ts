/** What the browser knows about the signed-in user (from GET /api/auth/get-session). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** False until the address is confirmed by the mailed link; the welcome tokens wait for it. */
  emailVerified: boolean;
  createdAt: string;
}

export interface SessionResponse {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export interface AdminSetupStatus {
  profileCount: number;
  canClaimFirstAdmin: boolean;
}
