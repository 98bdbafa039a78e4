import { checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { Common } from '../types.js';

/** A B2B organization member as the search answers it; the consumer client reads only these fields. */
export interface OrganizationMember {
  member_id: string;
  organization_id: string;
  email_address: string;
  status: string;
  name: string;
  [field: string]: unknown;
}

/**
 * Looks up a member of a B2B organization by email (SPEC §7). A provider-level call the consumer widget never
 * makes; the answer's `member` is null when the organization has no such member.
 */
export async function searchMember(
  client: CoreClient,
  options: { email_address: string; organization_id: string },
): Promise<{ member: OrganizationMember | null }> {
  checkArgs('organizations.members.search', { ...options }, { email_address: 'string', organization_id: 'string' });
  const { member } = await client.transport.request<{ member: OrganizationMember | null } & Common>({
    method: 'POST',
    path: '/b2b/organizations/members/search',
    body: { email_address: options.email_address, organization_id: options.organization_id },
  });
  return { member: member ?? null };
}
