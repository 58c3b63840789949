import { useSession } from '../../shared/session/session.ts';

/** The signed-in borrower's id (drafts are keyed by it) and own number. */
export function useBorrower(): { userId: string | null; mobile: string | null } {
  const { userInfo } = useSession();
  return { userId: userInfo?.basicInfo.userId ?? null, mobile: userInfo?.basicInfo.mobile ?? null };
}
