import type { ContentService } from '../../index';
import { SESSION_COOKIE } from '../../access/sessions';

/** The demo accounts of the README, by role. */
export const DEMO_LOGINS = {
  asc: { username: 'asc.demo', password: 'ServiceCentre#2024' },
  integrated: { username: 'integrated.demo', password: 'PartnerPortal#2024' },
  agent: { username: 'agent.demo', password: 'CareAgent#2024' },
} as const;

/** Signs a demo account in through the real sign-in call; answers the `asc_session=...` cookie pair. */
export async function signInCookie(service: Pick<ContentService, 'transport'>, role: keyof typeof DEMO_LOGINS): Promise<string> {
  const response = await service.transport({ method: 'POST', path: '/asc/auth', body: DEMO_LOGINS[role] });
  const cookie = response.cookies?.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in as ${role} answered ${response.status}`);
  return cookie.split(';')[0];
}
