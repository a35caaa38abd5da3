import { type MemberConfigDocument, type MemberTier, memberTierOf } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { loadOrNull } from '../home-blocks/use-home-config.ts';

/**
 * The logged-in customer's tier as member-config.json describes it (name, icon, benefits), fetched
 * only for a customer who has a tier. Undefined while it loads or when the document lacks it.
 */
export function useMemberTier(memberType: number | null | undefined): MemberTier | undefined {
  const { data } = useQuery({
    queryKey: ['home', 'member-config'],
    enabled: memberType != null,
    queryFn: ({ signal }) => loadOrNull<MemberConfigDocument>('/member-config.json', signal),
  });
  return memberTierOf(data, memberType);
}
