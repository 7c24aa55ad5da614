import type { AccountDirectory } from '../../auth/passport';
import type { RateLimiter } from '../../auth/rate-limit';
import type { Actor } from '../../auth/roles';
import type { ChildProfile } from '../../domain/accounts';
import type { SessionSockets } from '../../realtime/kernel';
import type { DashboardService } from './dashboard-service';
import type { FamilyService } from './family-service';
import type { PinService } from './pin-service';

/** What the parent feature's routes use, built once in its `create` (index.ts). */
export interface ParentServices {
  pins: PinService;
  /** Wrong PIN (and password-reset) tries per account, on every node. */
  pinLimiter: RateLimiter;
  family: FamilyService;
  dashboard: DashboardService;
  /** Loads the session of the child a parent switches to. */
  sessionUsers: Pick<AccountDirectory, 'loadSessionUser'>;
  sockets: SessionSockets;
  /** Ends the child's live games (a resignation each) so the opponents are told before the data goes. */
  endLiveGames(childId: string): Promise<void>;
}

/**
 * "Which child is this" for a parent's call about one child (`/parent/children/:childId/...`,
 * a switch of child): resolved here, once per call, and handed to the services as the profile.
 * A child of another account, or none, is a 404: another family's profile is never revealed.
 */
export function parentsChild(services: Pick<ParentServices, 'family'>, actor: Actor<'parent'>, childId: string): Promise<ChildProfile> {
  return services.family.findOwnChild(actor.account.id, childId);
}
